// The console's customer search and a customer's page (administrador, atendimento, financeiro):
// everything here reads, and personal data is masked but in the reveal, which the audit trail records
// with the operator's reason and the customer's id.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clientesBuscaCall } from '@fidelidade/domain/contracts/painel/clientes';
import { consoleSearchMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { searchClientes } from './busca.ts';

const tags = ['painel'];
const support = requireRole('administrador', 'atendimento', 'financeiro');

export const clientesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  app.route({
    ...routeOf(clientesBuscaCall, {
      tags,
      summary:
        'Busca clientes por CPF, celular, e-mail ou início do nome (atendimento, financeiro)',
    }),
    ...support,
    handler: async (request) => {
      const { busca, ...paginacao } = request.query;
      const page = await searchClientes(db(), busca, paginacao);
      return success(consoleSearchMessages.customers, page);
    },
  });

  done();
};
