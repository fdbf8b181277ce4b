// PUT nova_senha, recovery step 4 (spec points 2, 5 and 7; DESIGN decisions 2, 3 and 8): only after a
// validated code. Sets the new password (the one password rule), ends every session and every open
// recovery request of the account, does not log the customer in, and queues the 'senha alterada' notice
// to the account's confirmed addresses (the channel that proved the code is one of them).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { novaSenhaCall } from '@fidelidade/domain/contracts/nova-senha';
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { ipLimitHook } from '../../limits/ip-limit-hook.ts';
import { NOTICE_COLUMNS, queueServiceNotice } from '../../notices/service-notice.ts';
import { PASSWORD_CHANGED } from '../recovery-mail.ts';
import { closeRequests, lockRequest } from '../recovery-requests.ts';
import type { RecoveryStepOptions } from '../recovery-routes.ts';

export const newPasswordRoutes: FastifyPluginCallbackZod<RecoveryStepOptions> = (
  app,
  { now },
  done,
) => {
  app.route({
    ...routeOf(novaSenhaCall, {
      tags: ['recuperação de senha'],
      summary: 'Etapa 4: grava a nova senha',
      description:
        'Só depois do código confirmado (senão 409). Encerra todas as sessões da conta e não inicia outra: o cliente entra de novo com a nova senha. Envia o aviso de senha alterada ao e-mail e ao celular confirmados. Limitado por IP (429 com Retry-After).',
    }),
    // Any step-1 token makes the server hash (argon2id) before the code is checked: cap it per IP.
    onRequest: ipLimitHook('recuperacao:senha:ip', app.config.limits.recoveryStepsIp),
    handler: async (request) => {
      const { jwt, senha } = request.body;
      // The token is checked before the costly hash, so no one without it can make the server hash.
      if (!(await app.tokens.verify('recuperacao', jwt))) {
        throw new ApiError(401, recoveryApiMessages.invalidToken);
      }
      const senhaHash = await app.passwords.hash(senha);
      const at = now();
      await app.database.db.transaction().execute(async (trx) => {
        const recovery = await lockRequest(trx, app.tokens, jwt, at);
        if (recovery.codigo_validado_em === null) {
          throw new ApiError(409, recoveryApiMessages.codeNotValidated);
        }
        const cliente = await trx
          .updateTable('clientes')
          .set({ senha_hash: senhaHash, atualizado_em: at })
          .where('id', '=', recovery.cliente_id)
          .returning(NOTICE_COLUMNS)
          .executeTakeFirstOrThrow();
        await app.sessions.revokeAll(recovery.cliente_id, trx);
        await closeRequests(trx, recovery.cliente_id, at);
        await queueServiceNotice(app.outbox, trx, cliente, PASSWORD_CHANGED);
      });
      return success(recoveryApiMessages.passwordChanged, null);
    },
  });

  done();
};
