// POST enviar_codigo, recovery step 2 (spec points 2 and 7; DESIGN decisions 3 and 11): a fresh code,
// replacing any earlier one, stored as a hash and queued in the outbox by the chosen channel, in one
// transaction; throttled per account and per IP.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { enviarCodigoCall } from '@fidelidade/domain/contracts/enviar-codigo';
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import { generateRecoveryCode } from '@fidelidade/domain/validation/recovery-code';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { recordSend } from '../../codes/resend-throttle.ts';
import { CODE_TTL_MS, later } from '../../codes/rules.ts';
import { ipLimitHook } from '../../limits/ip-limit-hook.ts';
import { recoveryCodeEmail, recoveryCodeSms } from '../recovery-mail.ts';
import { lockRequest, updateRequest } from '../recovery-requests.ts';
import type { RecoveryStepOptions } from '../recovery-routes.ts';

export const sendCodeRoutes: FastifyPluginCallbackZod<RecoveryStepOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(enviarCodigoCall, {
      tags: ['recuperação de senha'],
      summary: 'Etapa 2: envia o código de verificação por e-mail ou SMS',
      description:
        'Código de 6 caracteres, válido por 10 minutos. No máximo um envio por minuto e cinco por hora por conta, e limitado por IP (LIMIT_RECOVERY_STEPS_IP); além disso, 429 com Retry-After. Token que não é de recuperação: 401.',
    }),
    onRequest: ipLimitHook('recuperacao:envio:ip', app.config.limits.recoveryStepsIp),
    handler: async (request) => {
      const { jwt, tipo } = request.body;
      const at = now();
      await app.database.db.transaction().execute(async (trx) => {
        const recovery = await lockRequest(trx, app.tokens, jwt, at);
        const cliente = await trx
          .selectFrom('clientes')
          .select(['nome', 'email', 'celular'])
          .where('id', '=', recovery.cliente_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (tipo === 'sms' && !cliente.celular) {
          throw new ApiError(400, recoveryApiMessages.noPhone);
        }
        await recordSend(trx, recovery.cliente_id, 'recuperacao', at);
        const code = generateRecoveryCode();
        await updateRequest(trx, recovery.id, {
          canal: tipo,
          codigo_hash: codes.hash(recovery.id, code),
          codigo_expira_em: later(at, CODE_TTL_MS),
          codigo_tentativas: 0,
          codigo_validado_em: null,
        });
        if (tipo === 'email') {
          // Releasing an unproven e-mail closes the account's requests (accounts/email-release.ts),
          // so a live request's account has one; the check keeps the types honest.
          if (cliente.email === null) throw new ApiError(401, recoveryApiMessages.invalidToken);
          await app.outbox.enqueueEmail(trx, {
            ...recoveryCodeEmail(cliente.email, cliente.nome, code),
            clienteId: recovery.cliente_id,
          });
        } else {
          await app.outbox.enqueueSms(trx, {
            ...recoveryCodeSms(cliente.celular, code),
            clienteId: recovery.cliente_id,
          });
        }
      });
      const message =
        tipo === 'email' ? recoveryApiMessages.codeSentEmail : recoveryApiMessages.codeSentSms;
      return success(message, null);
    },
  });

  done();
};
