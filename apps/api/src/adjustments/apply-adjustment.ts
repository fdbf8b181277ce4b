// Applying a manual adjustment to the customer's cashback (docs/decisions/0018-manual-adjustments.md),
// inside the caller's transaction and under the customer's balance lock (loyalty/saldo.ts), taken
// first like every ledger change. A credit is a cashback credit available at once, expiring by the
// validade of the rules in force, that first settles what the customer owes (like a release); a debit
// spends the available credits that expire first and never takes the balance below zero. Each is one
// ledger entry of type 'ajuste' and one amount in the statement's summary; the balance row's update
// moves saldos.versao, which is how every instance's statement cache learns of it.
import { monthKey } from '@fidelidade/domain/cashback/month';
import { availableNowExpiry } from '@fidelidade/domain/cashback/lifecycle';
import { settleOnRelease } from '@fidelidade/domain/cashback/credits';
import type { ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import { formatBrl } from '@fidelidade/domain/money';
import { consoleAdjustmentMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { spendOldestFirst } from '../lifecycle/credits-repository.ts';
import { addToMonthSummary } from '../loyalty/month-summary.ts';
import { changeSaldo, type Balances } from '../loyalty/saldo.ts';
import type { AjustesTable } from './tables.ts';

type AdjustmentToApply = Pick<AjustesTable, 'cliente_id' | 'tipo' | 'valor_centavos'> & {
  id: string;
};

/** 422 with what is available, when a debit asks for more (at creation and again at approval). */
export function refuseDebitAbove(balances: Balances, tipo: string, valorCentavos: number): void {
  if (tipo === 'debito' && valorCentavos > balances.disponivel) {
    throw new ApiError(
      422,
      consoleAdjustmentMessages.insufficientBalance(formatBrl(balances.disponivel)),
      { saldoDisponivelCentavos: balances.disponivel },
    );
  }
}

async function credit(
  trx: Executor,
  ajuste: AdjustmentToApply,
  { paidCentavos, availableCentavos }: ReturnType<typeof settleOnRelease>,
  rules: ProgrammeRules,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('creditos_cashback')
    .values({
      cliente_id: ajuste.cliente_id,
      compra_id: null,
      ajuste_id: ajuste.id,
      creditado_centavos: ajuste.valor_centavos,
      restante_centavos: availableCentavos,
      estado: availableCentavos > 0 ? 'disponivel' : 'utilizado',
      libera_em: now,
      expira_em: availableNowExpiry(rules, now),
      // The "you earned" notice is a purchase's; the statement shows the adjustment.
      avisado: true,
    })
    .execute();
  await changeSaldo(trx, ajuste.cliente_id, {
    disponivel: availableCentavos,
    divida: -paidCentavos,
  });
}

async function debit(trx: Executor, ajuste: AdjustmentToApply): Promise<void> {
  const short = await spendOldestFirst(trx, ajuste.cliente_id, ajuste.valor_centavos);
  if (short > 0) throw new Error('available credits fall short of the available balance');
  await changeSaldo(trx, ajuste.cliente_id, { disponivel: -ajuste.valor_centavos });
}

/**
 * Applies `ajuste` at `now`; the caller holds the customer's balance lock (`balances` is what it
 * read) and marks the adjustment applied.
 */
export async function applyAdjustment(
  trx: Executor,
  ajuste: AdjustmentToApply,
  balances: Balances,
  rules: ProgrammeRules,
  now: Date,
): Promise<void> {
  refuseDebitAbove(balances, ajuste.tipo, ajuste.valor_centavos);
  const isCredit = ajuste.tipo === 'credito';
  const mes = monthKey(now);
  // A credit first settles what the customer owes; the entry records it (the dashboard's liability).
  const settled = settleOnRelease(isCredit ? ajuste.valor_centavos : 0, balances.divida);
  await trx
    .insertInto('lancamentos')
    .values({
      cliente_id: ajuste.cliente_id,
      loja_id: null,
      tipo: 'ajuste',
      compra_id: null,
      resgate_id: null,
      ajuste_id: ajuste.id,
      valor_centavos: ajuste.valor_centavos,
      percentual: null,
      cashback_centavos: isCredit ? ajuste.valor_centavos : -ajuste.valor_centavos,
      ocorrido_em: now,
      mes,
      divida_centavos: -settled.paidCentavos,
    })
    .execute();
  if (isCredit) await credit(trx, ajuste, settled, rules, now);
  else await debit(trx, ajuste);
  await addToMonthSummary(
    trx,
    ajuste.cliente_id,
    mes,
    isCredit ? 'ajuste_credito_centavos' : 'ajuste_debito_centavos',
    ajuste.valor_centavos,
  );
}
