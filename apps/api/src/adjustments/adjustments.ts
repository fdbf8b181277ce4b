// A manual adjustment's life (docs/decisions/0018-manual-adjustments.md): written by an operator,
// applied at once up to the approval threshold, otherwise waiting until a different financeiro or
// administrador approves (and so applies) or rejects it. Each step is one transaction that records
// its own audit lines (`audit`), so the trail and the balance never disagree.
import type { AjusteNovo } from '@fidelidade/domain/contracts/painel/ajustes';
import type { ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import { consoleAdjustmentMessages, consoleCustomerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { lockSaldo } from '../loyalty/saldo.ts';
import { applyAdjustment, refuseDebitAbove } from './apply-adjustment.ts';
import {
  decideAjuste,
  insertAjuste,
  lockAjuste,
  type AjusteRow,
} from './adjustments-repository.ts';

/** An audit line of the step, written in its transaction. */
export type AuditStep = (
  trx: Executor,
  acao: 'criar' | 'aplicar' | 'aprovar' | 'rejeitar',
  registroId: string,
  motivo: string,
) => Promise<void>;

export interface AdjustmentStep {
  operadorId: string;
  /** The largest adjustment (centavos) that applies without a second operator. */
  thresholdCentavos: number;
  rules: ProgrammeRules;
  now: Date;
  audit: AuditStep;
}

/** Whether an adjustment of `valorCentavos` waits for a second operator: above the threshold. */
export function needsApproval(valorCentavos: number, thresholdCentavos: number): boolean {
  return valorCentavos > thresholdCentavos;
}

/** Writes the adjustment and, up to the threshold, applies it; answers its id. */
export async function createAdjustment(
  db: Executor,
  clienteId: string,
  input: AjusteNovo,
  step: AdjustmentStep,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const cliente = await trx
      .selectFrom('clientes')
      .select('id')
      .where('id', '=', clienteId)
      .executeTakeFirst();
    if (!cliente) throw new ApiError(404, consoleCustomerMessages.customerNotFound);
    const balances = await lockSaldo(trx, clienteId);
    // Refused now, not at approval only: nobody should approve what could not be applied.
    refuseDebitAbove(balances, input.tipo, input.valorCentavos);
    const waits = needsApproval(input.valorCentavos, step.thresholdCentavos);
    const ajuste = await insertAjuste(trx, {
      cliente_id: clienteId,
      tipo: input.tipo,
      valor_centavos: input.valorCentavos,
      motivo: input.motivo,
      motivo_publico: input.motivoPublico,
      estado: waits ? 'aguardando_aprovacao' : 'aplicado',
      criado_por: step.operadorId,
      criado_em: step.now,
    });
    await step.audit(trx, 'criar', ajuste.id, input.motivo);
    if (!waits) {
      await applyAdjustment(trx, ajuste, balances, step.rules, step.now);
      await step.audit(trx, 'aplicar', ajuste.id, input.motivo);
    }
    return ajuste.id;
  });
}

/** The adjustment waiting for a decision by someone other than its author, locked. */
async function waitingFor(trx: Executor, id: string, operadorId: string): Promise<AjusteRow> {
  const ajuste = await lockAjuste(trx, id);
  if (!ajuste) throw new ApiError(404, consoleAdjustmentMessages.adjustmentNotFound);
  if (ajuste.estado !== 'aguardando_aprovacao') {
    throw new ApiError(409, consoleAdjustmentMessages.adjustmentNotWaiting);
  }
  if (ajuste.criado_por === operadorId) {
    throw new ApiError(403, consoleAdjustmentMessages.ownAdjustment);
  }
  return ajuste;
}

/** A second operator approves the adjustment, which applies it (a debit checked again). */
export async function approveAdjustment(
  db: Executor,
  id: string,
  motivo: string,
  step: AdjustmentStep,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ajuste = await waitingFor(trx, id, step.operadorId);
    const balances = await lockSaldo(trx, ajuste.cliente_id);
    await applyAdjustment(trx, ajuste, balances, step.rules, step.now);
    await decideAjuste(trx, id, {
      estado: 'aplicado',
      decidido_por: step.operadorId,
      decidido_em: step.now,
    });
    await step.audit(trx, 'aprovar', id, motivo);
    await step.audit(trx, 'aplicar', id, motivo);
  });
}

/** A second operator rejects the adjustment: nothing else changes. */
export async function rejectAdjustment(
  db: Executor,
  id: string,
  motivo: string,
  step: Omit<AdjustmentStep, 'rules' | 'thresholdCentavos'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await waitingFor(trx, id, step.operadorId);
    await decideAjuste(trx, id, {
      estado: 'rejeitado',
      decidido_por: step.operadorId,
      decidido_em: step.now,
    });
    await step.audit(trx, 'rejeitar', id, motivo);
  });
}
