// POST esqueci_senha, recovery step 1 (spec points 2, 5 and 7): the recovery token and the account's
// masked e-mail and phone. Step 2 must show them, which tells that the e-mail has an account, so an
// unknown e-mail gets a plain 404 message, and the call is limited per IP and per e-mail at each IP
// (tries made elsewhere with someone's e-mail never stop that person from recovering).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { esqueciSenhaCall } from '@fidelidade/domain/contracts/esqueci-senha';
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { maskCelular, maskEmail } from '../masks.ts';
import { openRequest } from '../recovery-requests.ts';
import type { RecoveryStepOptions } from '../recovery-routes.ts';

export const forgotPasswordRoutes: FastifyPluginCallbackZod<RecoveryStepOptions> = (
  app,
  { now },
  done,
) => {
  const ipLimit = app.config.limits.recoveryIp;
  const emailLimit = app.config.limits.recoveryEmail;

  app.route({
    ...routeOf(esqueciSenhaCall, {
      tags: ['recuperação de senha'],
      summary: 'Etapa 1: inicia a recuperação de senha pelo e-mail',
      description:
        'Responde o jwt de recuperação (30 minutos, só vale nas etapas seguintes) e o e-mail e o celular mascarados. E-mail sem conta: 404. Limitado por IP e por e-mail em cada IP (429).',
    }),
    handler: async (request) => {
      const { email } = request.body;
      await app.rateLimiter.enforce([
        { rule: { name: 'recuperacao:ip', ...ipLimit }, subject: request.ip },
        { rule: { name: 'recuperacao:email', ...emailLimit }, subject: [email, request.ip] },
      ]);
      const db = app.database.db;
      const cliente = await db
        .selectFrom('clientes')
        .select(['id', 'celular'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!cliente) throw new ApiError(404, recoveryApiMessages.emailNotFound);
      const jwt = await openRequest(db, app.tokens, cliente.id, now());
      return success(recoveryApiMessages.started, {
        jwt,
        // The account's e-mail is the one typed: the query matched it.
        email: maskEmail(email),
        celular: maskCelular(cliente.celular),
      });
    },
  });

  done();
};
