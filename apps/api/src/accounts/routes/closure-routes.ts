// POST inativar_conta and DELETE cliente (spec points 4, 6, 7 and 8; DESIGN decision 7).
// Deactivation keeps the data and ends every session; a login with the right password reactivates.
// Deletion is the LGPD erasure (erasure.ts): nothing of the person is kept, and the CPF and e-mail are
// free to register again.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clienteDeleteCall } from '@fidelidade/domain/contracts/cliente-delete';
import { inativarContaCall } from '@fidelidade/domain/contracts/inativar-conta';
import { accountMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { deactivateCliente } from '../deactivation.ts';
import { eraseCliente } from '../erasure.ts';

export const closureRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOf(inativarContaCall, {
      tags: ['conta'],
      summary: 'Desativa a conta (reativada ao fazer login de novo) e encerra as sessões',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      await app.database.db
        .transaction()
        .execute((trx) => deactivateCliente(trx, cliente.id, 'cliente'));
      return success(accountMessages.deactivated, null);
    },
  });

  app.route({
    ...routeOf(clienteDeleteCall, {
      tags: ['conta'],
      summary: 'Exclui a conta e apaga os dados do cliente para sempre (LGPD)',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      await app.database.db.transaction().execute((trx) => eraseCliente(trx, cliente.id));
      return success(accountMessages.deleted, null);
    },
  });
  done();
};
