// POST cliente: registration (spec points 3, 5 and 7). The server repeats every rule of the form with
// the same pt-BR messages (the shared clienteCreateSchema), refuses a CPF or e-mail already registered,
// and logs the new customer in: the answer is the Cliente with its jwt (spec point 4). The new e-mail
// starts unproven and gets its confirmation code in the same transaction (DESIGN decision 19). An
// e-mail another account left unproven past its hold is taken from it (email-release.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clienteCreateCall } from '@fidelidade/domain/contracts/cliente-create';
import { accountMessages } from '@fidelidade/domain/messages';
import { sendRegistrationCode } from '../../contact-points/confirmations.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import type { AccountRouteOptions } from '../account-routes.ts';
import { registrationChecks } from '../../limits/registration-limit.ts';
import { insertCliente } from '../clientes-repository.ts';
import { assertAvailable } from '../duplicates.ts';
import { releaseUnprovenEmail } from '../email-release.ts';
import { toCliente } from '../cliente-view.ts';
import { findReservation, takeReservation } from '../../claims/reserved-account.ts';

export const registrationRoutes: FastifyPluginCallbackZod<AccountRouteOptions> = (
  app,
  { now, codes },
  done,
) => {
  const limits = app.config.limits;

  app.route({
    ...routeOf(clienteCreateCall, {
      tags: ['conta'],
      summary: 'Cadastra um cliente e inicia sua sessão',
      description:
        'Envia ao e-mail um código de confirmação (conferido por confirmar_contato); o e-mail fica não confirmado até lá. CPF ou e-mail de outra conta: 409, com data {campo: "cpf" | "email"} (o CPF é conferido primeiro). Limitado por IP e por e-mail/CPF em cada IP (429 com Retry-After).',
    }),
    handler: async (request, reply) => {
      const { dadosPessoais: pessoa, notificacoes } = request.body;
      await app.rateLimiter.enforce(registrationChecks(limits, 'cadastro', pessoa, request.ip));
      const db = app.database.db;
      const at = now();
      // A CPF a resolved claim reserved for this e-mail's owner is theirs to register with.
      const reserved = await findReservation(db, pessoa.cpf, pessoa.email);
      await assertAvailable(db, pessoa, reserved?.id, at);
      const senhaHash = await app.passwords.hash(pessoa.senha);
      const { cliente, session } = await db.transaction().execute(async (trx) => {
        // An account that left this e-mail unproven past its hold gives it up here, atomically.
        await releaseUnprovenEmail(trx, pessoa.email, at);
        const values = {
          nome: pessoa.nome,
          cpf: pessoa.cpf,
          celular: pessoa.celular,
          email: pessoa.email,
          senhaHash,
          marketingEmail: notificacoes.marketing.email,
          marketingSms: notificacoes.marketing.sms,
        };
        const created = reserved
          ? await takeReservation(trx, reserved.id, values)
          : await insertCliente(trx, values);
        await sendRegistrationCode(
          trx,
          { outbox: app.outbox, codes, now: at },
          { ...created, email: pessoa.email },
        );
        return { cliente: created, session: await app.sessions.start(created.id, trx) };
      });
      return reply
        .code(201)
        .send(success(accountMessages.registered, toCliente(cliente, session.token), 201));
    },
  });
  done();
};
