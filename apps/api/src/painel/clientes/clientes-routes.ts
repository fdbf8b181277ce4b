// The console's customer search and a customer's page (administrador, atendimento, financeiro):
// everything here reads, and personal data is masked but in the reveal, which the audit trail records
// with the operator's reason and the customer's id, never the data shown.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  clienteAvaliacoesCall,
  clienteAvisosCall,
  clienteCall,
  clienteExtratoCall,
  clienteMensagensCall,
  clienteRevelarCall,
  clienteSessoesCall,
  clientesBuscaCall,
} from '@fidelidade/domain/contracts/painel/clientes';
import { consoleCustomerMessages, consoleSearchMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { messagesPage, noticesPage, ratingsPage, sessionsPage, statementPage } from './abas.ts';
import { searchClientes } from './busca.ts';
import { clientePainel, clienteRevelado } from './cliente-painel.ts';

const tags = ['painel'];
const support = requireRole('administrador', 'atendimento', 'financeiro');

export const clientesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;

  /** A tab of a customer who exists; 404 otherwise, as the page. */
  async function existing(clienteId: string): Promise<string> {
    const row = await db()
      .selectFrom('clientes')
      .select('id')
      .where('id', '=', clienteId)
      .where('reservada_para', 'is', null)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, consoleCustomerMessages.customerNotFound);
    return row.id;
  }

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

  app.route({
    ...routeOf(clienteCall, {
      tags,
      summary:
        'Um cliente: perfil mascarado, nível, compras do mês e saldos (atendimento, financeiro)',
    }),
    ...support,
    handler: async (request) => {
      const now = painel.now();
      const cliente = await clientePainel(
        db(),
        request.params.id,
        now,
        await app.programmeRules.currentRules(now),
      );
      if (!cliente) throw new ApiError(404, consoleCustomerMessages.customerNotFound);
      return success(consoleSearchMessages.customer, cliente);
    },
  });

  app.route({
    ...routeOf(clienteRevelarCall, {
      tags,
      summary: 'Mostra os dados pessoais completos, com motivo registrado na auditoria',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const revelado = await db()
        .transaction()
        .execute(async (trx) => {
          const found = await clienteRevelado(trx, id);
          if (!found) throw new ApiError(404, consoleCustomerMessages.customerNotFound);
          await painel.audit(
            request,
            {
              acao: 'exibir_dados_pessoais',
              entidade: 'cliente',
              registroId: id,
              motivo: request.body.motivo,
            },
            trx,
          );
          return found;
        });
      return success(consoleSearchMessages.revealed, revelado);
    },
  });

  app.route({
    ...routeOf(clienteExtratoCall, { tags, summary: 'O extrato do cliente, filtrável e paginado' }),
    ...support,
    handler: async (request) => {
      const id = await existing(request.params.id);
      return success(consoleSearchMessages.statement, await statementPage(db(), id, request.query));
    },
  });

  app.route({
    ...routeOf(clienteAvaliacoesCall, { tags, summary: 'As avaliações das compras do cliente' }),
    ...support,
    handler: async (request) => {
      const id = await existing(request.params.id);
      return success(consoleSearchMessages.ratings, await ratingsPage(db(), id, request.query));
    },
  });

  app.route({
    ...routeOf(clienteMensagensCall, { tags, summary: 'As mensagens do Fale conosco do cliente' }),
    ...support,
    handler: async (request) => {
      const id = await existing(request.params.id);
      const page = await messagesPage(db(), id, request.query);
      return success(consoleSearchMessages.contactMessages, page);
    },
  });

  app.route({
    ...routeOf(clienteSessoesCall, { tags, summary: 'As sessões ativas do cliente' }),
    ...support,
    handler: async (request) => {
      const id = await existing(request.params.id);
      const page = await sessionsPage(db(), id, request.query, painel.now());
      return success(consoleSearchMessages.sessions, page);
    },
  });

  app.route({
    ...routeOf(clienteAvisosCall, { tags, summary: 'Os avisos de serviço escritos ao cliente' }),
    ...support,
    handler: async (request) => {
      const id = await existing(request.params.id);
      return success(consoleSearchMessages.notices, await noticesPage(db(), id, request.query));
    },
  });

  done();
};
