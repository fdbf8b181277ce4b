// POST confirmar_reivindicacao (DESIGN decisions 3 and 19): the code reivindicar_cpf sent. A right one
// proves the claimant's e-mail: the claim opens for support (estado 'aberta') and support gets an
// e-mail naming it, in one transaction. A wrong one counts a try (committed before the answer), the
// fifth kills the code; the claimant then starts over.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { confirmarReivindicacaoCall } from '@fidelidade/domain/contracts/confirmar-reivindicacao';
import { ownershipMessages } from '@fidelidade/domain/messages';
import { judgeCode } from '../../codes/code-check.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { ipLimitHook } from '../../limits/ip-limit-hook.ts';
import { claimSupportEmail } from '../claim-mail.ts';
import { lockClaim, updateClaim } from '../claim-requests.ts';
import type { ClaimStepOptions } from '../claims-routes.ts';

export const confirmClaimRoutes: FastifyPluginCallbackZod<ClaimStepOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(confirmarReivindicacaoCall, {
      tags: ['reivindicação de CPF'],
      summary: 'Confirma o código e registra o pedido de análise do CPF',
      description:
        'Sem login; o jwt é o de reivindicar_cpf (outro tipo de token, vencido ou pedido já confirmado: 401). Aceita maiúsculas ou minúsculas. Código errado: 400 (o quinto erro invalida o código); expirado: 400. Certo: o pedido fica aberto para o atendimento, que recebe um e-mail com o número do pedido, o CPF mascarado e o e-mail confirmado. Limitado por IP (LIMIT_RECOVERY_STEPS_IP, 429 com Retry-After).',
    }),
    // Per IP besides the five tries per code: no one sprays guesses over many claims.
    onRequest: ipLimitHook('reivindicacao:confirmacao:ip', app.config.limits.recoveryStepsIp),
    handler: async (request) => {
      const { jwt, codigo } = request.body;
      const at = now();
      const verdict = await app.database.db.transaction().execute(async (trx) => {
        const claim = await lockClaim(trx, app.tokens, jwt, at);
        const judged = judgeCode(claim, codigo, codes, at);
        if (!judged.right) {
          if (Object.keys(judged.changes).length > 0) {
            await updateClaim(trx, claim.id, judged.changes);
          }
          return judged;
        }
        await updateClaim(trx, claim.id, {
          ...judged.changes,
          estado: 'aberta',
          confirmada_em: at,
        });
        await app.outbox.enqueueEmail(
          trx,
          claimSupportEmail(app.config.contact.supportEmail, claim),
        );
        return judged;
      });
      if (!verdict.right) throw new ApiError(400, verdict.message);
      return success(ownershipMessages.claimRecorded, null);
    },
  });

  done();
};
