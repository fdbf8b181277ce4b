// Support's actions on a customer's account (DESIGN decisions 7 and 20): end every session, deactivate
// or reactivate, erase (the customer's own LGPD erasure) and export their data (what meus_dados gives
// them). Each goes through the code the customer's own calls use, and writes its audit row, with the
// operator's reason and the customer's id only, in the same transaction as the change; deactivation,
// erasure and export also write their data-protection register row there.
import type { FastifyRequest } from 'fastify';
import type { ClienteRow } from '../../accounts/cliente-row.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  clienteDadosCall,
  clienteDesativarCall,
  clienteEncerrarSessoesCall,
  clienteExcluirCall,
  clienteReativarCall,
} from '@fidelidade/domain/contracts/painel/acoes';
import { consoleActionMessages } from '@fidelidade/domain/messages';
import { deactivateCliente, reactivateCliente } from '../../accounts/deactivation.ts';
import { eraseCliente } from '../../accounts/erasure.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import type { Executor } from '../../db/executor.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { exportCustomerData } from '../../privacy/data-export.ts';
import {
  protectionRegister,
  type ProtectionAction,
} from '../../privacy/register/protection-register.ts';
import { signedInRequest } from '../signed-in.ts';
import { requireRole } from '../guard.ts';
import { lockCustomer } from './customer-lookup.ts';

const tags = ['painel'];
const support = requireRole('administrador', 'atendimento');
/** The export marks the session it was asked from; the console's is none of the customer's. */
const NO_CUSTOMER_SESSION = '';

/** What every action's request carries: the customer's id and the operator's reason. */
type ActionRequest = FastifyRequest & { params: { id: string }; body: { motivo: string } };

export const acoesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;
  const register = protectionRegister(app.config.encryptionSecret);

  /** Writes the action to the data-protection register, as done by the signed-in operator. */
  const registered = (
    request: FastifyRequest,
    trx: Executor,
    tipo: ProtectionAction['tipo'],
    cliente: ClienteRow,
  ) =>
    register.record(trx, {
      tipo,
      cliente,
      operadorId: signedInRequest(request).operador.id,
      em: painel.now(),
    });

  /** Runs `change` on the locked customer and writes its audit row, in one transaction. */
  const audited = <T>(
    request: ActionRequest,
    acao: string,
    change: (trx: Executor, id: string, cliente: ClienteRow) => Promise<T>,
  ): Promise<T> =>
    db()
      .transaction()
      .execute(async (trx) => {
        const { id } = request.params;
        const cliente = await lockCustomer(trx, id);
        const result = await change(trx, id, cliente);
        const { motivo } = request.body;
        await painel.audit(request, { acao, entidade: 'cliente', registroId: id, motivo }, trx);
        return result;
      });

  app.route({
    ...routeOf(clienteEncerrarSessoesCall, {
      tags,
      summary: 'Encerra todas as sessões do cliente (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      const encerradas = await audited(request, 'encerrar_sessoes', revokeSessionsOf);
      return success(consoleActionMessages.sessionsEnded(encerradas), { encerradas });
    },
  });

  app.route({
    ...routeOf(clienteDesativarCall, {
      tags,
      summary:
        'Desativa a conta e encerra as sessões; só o atendimento a reativa (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      await audited(request, 'desativar', async (trx, id, cliente) => {
        await deactivateCliente(trx, id, 'atendimento');
        await registered(request, trx, 'desativacao', cliente);
      });
      return success(consoleActionMessages.deactivated, { ativo: false });
    },
  });

  app.route({
    ...routeOf(clienteReativarCall, {
      tags,
      summary: 'Reativa a conta, quem quer que a tenha desativado (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      await audited(request, 'reativar', reactivateCliente);
      return success(consoleActionMessages.reactivated, { ativo: true });
    },
  });

  app.route({
    ...routeOf(clienteExcluirCall, {
      tags,
      summary:
        'Exclui a conta e apaga os dados do cliente, como a exclusão que ele mesmo faz (LGPD)',
    }),
    ...support,
    handler: async (request) => {
      await audited(request, 'excluir', async (trx, id, cliente) => {
        await eraseCliente(trx, id);
        await registered(request, trx, 'exclusao', cliente);
      });
      return success(consoleActionMessages.erased, null);
    },
  });

  app.route({
    ...routeOf(clienteDadosCall, {
      tags,
      summary:
        'Os dados do cliente, o mesmo documento de "Baixar meus dados" (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const cliente = await lockCustomer(db(), id);
      const data = await exportCustomerData(db(), cliente, NO_CUSTOMER_SESSION, painel.now());
      // Written once the document is read, before anyone sees it: no export leaves unaudited.
      await db()
        .transaction()
        .execute(async (trx) => {
          const entry = { acao: 'exportar_dados', entidade: 'cliente', registroId: id };
          await painel.audit(request, { ...entry, ...request.body }, trx);
          await registered(request, trx, 'download', cliente);
        });
      return success(consoleActionMessages.dataExported, data);
    },
  });

  done();
};
