// POST valida_codigo_app, recovery step 3 (spec points 2, 7 and 8; DESIGN decision 3). The verdict's
// row change is committed before a wrong code is answered, so the try counts. A right code proves the
// e-mail or the phone it was sent to (DESIGN decision 19).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { validaCodigoAppCall } from '@fidelidade/domain/contracts/valida-codigo-app';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { proveChannel } from '../../contact-points/proven.ts';
import { ipLimitHook } from '../../limits/ip-limit-hook.ts';
import { judgeRecoveryCode } from '../code-check.ts';
import { lockRequest, updateRequest } from '../recovery-requests.ts';
import type { RecoveryStepOptions } from '../recovery-routes.ts';

export const verifyCodeRoutes: FastifyPluginCallbackZod<RecoveryStepOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(validaCodigoAppCall, {
      tags: ['recuperação de senha'],
      summary: 'Etapa 3: confirma o código de verificação',
      description:
        'Aceita maiúsculas ou minúsculas. O código certo confirma o e-mail ou o celular que o recebeu. Código errado: 400 (o quinto erro invalida o código); expirado ou já usado: 400; nenhum código pedido: 409; token que não é de recuperação: 401. Limitado por IP (429 com Retry-After).',
    }),
    // Per IP besides the five tries per code: no one sprays guesses over many recovery requests.
    onRequest: ipLimitHook('recuperacao:validacao:ip', app.config.limits.recoveryStepsIp),
    handler: async (request) => {
      const { jwt, codigo } = request.body;
      const at = now();
      const verdict = await app.database.db.transaction().execute(async (trx) => {
        const recovery = await lockRequest(trx, app.tokens, jwt, at);
        const judged = judgeRecoveryCode(recovery, codigo, codes, at);
        if (Object.keys(judged.changes).length > 0) {
          await updateRequest(trx, recovery.id, judged.changes);
        }
        // The code reached the customer by that channel: its address is proven (DESIGN decision 19).
        if (judged.status === 200 && recovery.canal !== null) {
          await proveChannel(trx, recovery.cliente_id, recovery.canal, at);
        }
        return judged;
      });
      if (verdict.status !== 200) throw new ApiError(verdict.status, verdict.message);
      return success(verdict.message, null);
    },
  });

  done();
};
