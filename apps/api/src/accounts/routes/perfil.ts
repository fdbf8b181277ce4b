// GET cliente and PUT cliente (spec points 3, 5, 6 and 7): the current customer, and the profile edit.
// The CPF is sent with the other fields but can never change (spec point 6).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '@fidelidade/domain/contracts/cliente-update';
import { userSchema } from '@fidelidade/domain/contracts/user';
import { accountMessages, appMessages } from '@fidelidade/domain/messages';
import { brDateToIso } from '@fidelidade/domain/validation/birth-date';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { ApiError, responses, success } from '../../http/envelope.ts';
import { updateProfile } from '../clientes-repository.ts';
import { assertAvailable } from '../duplicates.ts';
import { toUser } from '../user-view.ts';

export const profileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/cliente',
    {
      preValidation: requireCliente,
      schema: {
        tags: ['conta'],
        summary: 'Dados do cliente da sessão',
        response: responses(userSchema),
      },
    },
    (request) => {
      const { cliente, session } = authenticated(request);
      return Promise.resolve(success(accountMessages.currentUser, toUser(cliente, session.token)));
    },
  );

  app.put(
    '/cliente',
    {
      preValidation: requireCliente,
      schema: {
        tags: ['conta'],
        summary: 'Altera nome, celular, e-mail e data de nascimento (o CPF não muda)',
        description:
          'E-mail de outra conta: 409. Limitado por conta (LIMIT_PROFILE_ACCOUNT, 429 com Retry-After).',
        body: profileUpdateSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const { cliente, session } = authenticated(request);
      const { nome, celular, cpf, email, dataNascimento } = request.body;
      // The 409 for a taken e-mail tells that it has an account: counted, as registration is.
      await app.rateLimiter.enforce([
        {
          rule: { name: 'perfil:conta', ...app.config.limits.profileAccount },
          subject: cliente.id,
        },
      ]);
      if (cpf !== cliente.cpf) throw new ApiError(400, appMessages.cpfCannotChange);
      const db = app.database.db;
      if (email !== cliente.email) await assertAvailable(db, { email }, cliente.id);
      const updated = await updateProfile(db, cliente.id, {
        nome,
        celular,
        email,
        dataNascimento: dataNascimento === '' ? null : brDateToIso(dataNascimento),
      });
      return success(accountMessages.profileUpdated, toUser(updated, session.token));
    },
  );
  done();
};
