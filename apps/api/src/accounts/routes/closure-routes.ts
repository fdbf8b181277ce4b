// POST inativar_conta and DELETE cliente (spec points 4, 6, 7 and 8; DESIGN decision 7).
// Deactivation keeps the data and ends every session; a login with the right password reactivates.
// Deletion is the LGPD erasure (erasure.ts): nothing of the person is kept, and the CPF and e-mail are
// free to register again. Each is written to the data-protection register in its transaction.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clienteDeleteCall } from '@fidelidade/domain/contracts/cliente-delete';
import { inativarContaCall } from '@fidelidade/domain/contracts/inativar-conta';
import { accountMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { protectionRegister } from '../../privacy/register/protection-register.ts';
import { deactivateCliente } from '../deactivation.ts';
import { eraseCliente } from '../erasure.ts';

export const closureRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const register = protectionRegister(app.config.encryptionSecret);

  app.route({
    ...routeOf(inativarContaCall, {
      tags: ['conta'],
      summary: 'Desativa a conta (reativada ao fazer login de novo) e encerra as sessões',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      await app.database.db.transaction().execute(async (trx) => {
        await deactivateCliente(trx, cliente.id, 'cliente');
        const action = { tipo: 'desativacao', cliente, operadorId: null, em: new Date() } as const;
        await register.record(trx, action);
      });
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
      await app.database.db.transaction().execute(async (trx) => {
        await eraseCliente(trx, cliente.id);
        const action = { tipo: 'exclusao', cliente, operadorId: null, em: new Date() } as const;
        await register.record(trx, action);
      });
      return success(accountMessages.deleted, null);
    },
  });
  done();
};
