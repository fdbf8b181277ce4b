// Manual cashback adjustments in the console (adjustments/; docs/decisions/0018-manual-adjustments.md):
// atendimento, financeiro and administrador write and list them; only a financeiro or administrador
// other than the author approves or rejects one waiting above ADJUSTMENT_APPROVAL_THRESHOLD. Every
// step is audited with its reason, entity 'ajuste', in the transaction of the change.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@fidelidade/domain/contracts/envelope';
import {
  ajusteAprovarCall,
  ajusteCriarCall,
  ajusteRejeitarCall,
  ajustesListaCall,
  saldoInsuficienteSchema,
} from '@fidelidade/domain/contracts/painel/ajustes';
import { consoleAdjustmentMessages } from '@fidelidade/domain/messages';
import {
  approveAdjustment,
  createAdjustment,
  rejectAdjustment,
  type AdjustmentStep,
} from '../../adjustments/adjustments.ts';
import { findAjuste, listAjustes } from '../../adjustments/adjustments-repository.ts';
import type { Executor } from '../../db/executor.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const writers = requireRole('administrador', 'financeiro', 'atendimento');
const deciders = requireRole('administrador', 'financeiro');

/** A route that may answer 422 with the available balance (a debit above it), documented so. */
function refusesDebitAbove<R extends ReturnType<typeof routeOf>>(route: R) {
  const insufficient = envelopeSchema(saldoInsuficienteSchema.nullable()).describe(
    'Débito acima do saldo disponível, com o saldo disponível em data',
  );
  return {
    ...route,
    schema: { ...route.schema, response: { ...route.schema.response, 422: insufficient } },
  };
}

export const ajustesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;

  async function stepOf(request: FastifyRequest): Promise<AdjustmentStep> {
    const now = painel.now();
    return {
      operadorId: signedInRequest(request).operador.id,
      thresholdCentavos: app.config.painel.adjustmentApprovalThresholdCentavos,
      rules: await app.programmeRules.currentRules(now),
      now,
      audit: (trx: Executor, acao, registroId, motivo) =>
        painel.audit(request, { acao, entidade: 'ajuste', registroId, motivo }, trx),
    };
  }

  async function view(id: string) {
    const ajuste = await findAjuste(db(), id);
    if (!ajuste) throw new Error('the adjustment just written was not found');
    return ajuste;
  }

  app.route({
    ...refusesDebitAbove(
      routeOf(ajusteCriarCall, {
        tags,
        summary:
          'Registra um ajuste de cashback; até o limite vale na hora, acima aguarda aprovação (administrador, financeiro, atendimento)',
      }),
    ),
    ...writers,
    handler: async (request, reply) => {
      const id = await createAdjustment(
        db(),
        request.params.id,
        request.body,
        await stepOf(request),
      );
      const ajuste = await view(id);
      const message =
        ajuste.estado === 'aplicado'
          ? consoleAdjustmentMessages.adjustmentApplied
          : consoleAdjustmentMessages.adjustmentAwaiting;
      return reply.code(201).send(success(message, ajuste, 201));
    },
  });

  app.route({
    ...routeOf(ajustesListaCall, {
      tags,
      summary: 'Lista os ajustes, os mais novos primeiro (administrador, financeiro, atendimento)',
    }),
    ...writers,
    handler: async (request) =>
      success(consoleAdjustmentMessages.adjustments, await listAjustes(db(), request.query)),
  });

  app.route({
    ...refusesDebitAbove(
      routeOf(ajusteAprovarCall, {
        tags,
        summary:
          'Aprova e aplica um ajuste aguardando, de outro operador (administrador, financeiro)',
      }),
    ),
    ...deciders,
    handler: async (request) => {
      const { id } = request.params;
      await approveAdjustment(db(), id, request.body.motivo, await stepOf(request));
      return success(consoleAdjustmentMessages.adjustmentApproved, await view(id));
    },
  });

  app.route({
    ...routeOf(ajusteRejeitarCall, {
      tags,
      summary: 'Rejeita um ajuste aguardando, de outro operador (administrador, financeiro)',
    }),
    ...deciders,
    handler: async (request) => {
      const { id } = request.params;
      await rejectAdjustment(db(), id, request.body.motivo, await stepOf(request));
      return success(consoleAdjustmentMessages.adjustmentRejected, await view(id));
    },
  });

  done();
};
