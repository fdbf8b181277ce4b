// POST reivindicar_cpf (DESIGN decision 19): someone whose CPF another account holds asks for it.
// A CPF nobody registered needs no claim (404: register normally). Otherwise a claim opens awaiting the
// code sent to the e-mail given, in one transaction with its outbox message; the answer is the claim's
// own token. Limited like registration: per IP, and per CPF and per e-mail at each IP.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { reivindicarCpfCall } from '@fidelidade/domain/contracts/reivindicar-cpf';
import { ownershipMessages } from '@fidelidade/domain/messages';
import { generateRecoveryCode } from '@fidelidade/domain/validation/recovery-code';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { registrationChecks } from '../../limits/registration-limit.ts';
import { claimCodeEmail } from '../claim-mail.ts';
import { openClaim, purgeUnproven } from '../claim-requests.ts';
import type { ClaimStepOptions } from '../claims-routes.ts';

export const claimCpfRoutes: FastifyPluginCallbackZod<ClaimStepOptions> = (
  app,
  { now, codes },
  done,
) => {
  const limits = app.config.limits;

  app.route({
    ...routeOf(reivindicarCpfCall, {
      tags: ['reivindicação de CPF'],
      summary: 'Pede a análise de um CPF cadastrado por outra pessoa',
      description:
        'Sem login. CPF não cadastrado: 404 (basta se cadastrar). Senão abre o pedido, envia um código de 6 caracteres (válido por 10 minutos) ao e-mail informado e responde o jwt do pedido (30 minutos, só vale em confirmar_reivindicacao). Limitado por IP (LIMIT_REGISTRATION_IP) e por CPF e por e-mail em cada IP (LIMIT_REGISTRATION_ACCOUNT); além disso, 429 com Retry-After.',
    }),
    handler: async (request) => {
      const { cpf, email } = request.body;
      const { ip } = request;
      await app.rateLimiter.enforce(
        registrationChecks(limits, 'reivindicacao', { cpf, email }, ip),
      );
      const db = app.database.db;
      const holder = await db
        .selectFrom('clientes')
        .select('id')
        .where('cpf', '=', cpf)
        .executeTakeFirst();
      if (!holder) throw new ApiError(404, ownershipMessages.cpfNotRegistered);
      const at = now();
      const code = generateRecoveryCode();
      const jwt = await db.transaction().execute(async (trx) => {
        await purgeUnproven(trx, at);
        const token = await openClaim(trx, app.tokens, codes, { cpf, email, code }, at);
        // The claimant has no account: the message names none.
        await app.outbox.enqueueEmail(trx, claimCodeEmail(email, code));
        return token;
      });
      return success(ownershipMessages.claimCodeSent(email), { jwt });
    },
  });

  done();
};
