// Reversing a cancelled purchase's cashback (DESIGN decision 15; docs/decisions/0014-cashback-
// lifecycle.md): a pending credit is simply removed; a released one is taken from what is left of it,
// then from the customer's other available credits oldest expiry first, and what they lack is a debt
// the next releases settle. What already expired is not taken back again. Called by the cancellation
// (partner/cancellation.ts) holding the customer's month counter and balance locks.
import type { Selectable } from 'kysely';
import { reversalOf, type CreditState } from '@fidelidade/domain/cashback/credits';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../db/executor.ts';
import { addToMonthSummary } from '../loyalty/month-summary.ts';
import { changeSaldo } from '../loyalty/saldo.ts';
import type { ComprasTable } from '../loyalty/tables.ts';
import { spendOldestFirst } from './credits-repository.ts';

/** The purchase's credit, locked; undefined for a purchase recorded before credits. */
async function lockCredit(
  trx: Executor,
  compraId: string,
): Promise<(CreditState & { id: string }) | undefined> {
  const row = await trx
    .selectFrom('creditos_cashback')
    .select(['id', 'estado', 'creditado_centavos', 'restante_centavos', 'expirado_centavos'])
    .where('compra_id', '=', compraId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      pending: row.estado === 'pendente',
      creditadoCentavos: row.creditado_centavos,
      restanteCentavos: row.restante_centavos,
      expiradoCentavos: row.expirado_centavos,
    }
  );
}

/** What an earlier cancellation reversed, as its entry booked it. */
export async function reversedBefore(
  trx: Executor,
  compraId: string,
  fallback: number,
): Promise<number> {
  const entry = await trx
    .selectFrom('lancamentos')
    .select('cashback_centavos')
    .where('compra_id', '=', compraId)
    .where('tipo', '=', 'cancelamento')
    .executeTakeFirst();
  return entry ? -entry.cashback_centavos : fallback;
}

/**
 * Takes back the purchase's cashback (a customer's purchase, its month counter and balance locked);
 * returns the amount reversed.
 */
export async function reverseCashback(
  trx: Executor,
  compra: Selectable<ComprasTable> & { cliente_id: string },
  canceladaEm: Date,
): Promise<number> {
  const credit = await lockCredit(trx, compra.id);
  const reversal = reversalOf(compra.cashback_centavos, credit);
  if (credit) {
    await trx
      .updateTable('creditos_cashback')
      .set({ estado: 'cancelado', restante_centavos: 0 })
      .where('id', '=', credit.id)
      .execute();
  }
  const owed = await spendOldestFirst(trx, compra.cliente_id, reversal.fromOthersCentavos);
  // The reversal belongs to the month it happens in, not to the purchase's.
  const mesEstorno = monthKey(canceladaEm);
  await trx
    .insertInto('lancamentos')
    .values({
      cliente_id: compra.cliente_id,
      loja_id: compra.loja_id,
      tipo: 'cancelamento',
      compra_id: compra.id,
      resgate_id: null,
      valor_centavos: compra.valor_centavos,
      percentual: compra.percentual,
      cashback_centavos: -reversal.reversedCentavos,
      ocorrido_em: canceladaEm,
      mes: mesEstorno,
      // How the reversal split across the balances (the dashboard's month-end liability).
      pendente_centavos: reversal.fromPendingCentavos,
      divida_centavos: owed,
    })
    .execute();
  await changeSaldo(trx, compra.cliente_id, {
    pendente: -reversal.fromPendingCentavos,
    disponivel: -(reversal.fromCreditCentavos + reversal.fromOthersCentavos - owed),
    divida: owed,
  });
  await addToMonthSummary(
    trx,
    compra.cliente_id,
    mesEstorno,
    'estornado_centavos',
    reversal.reversedCentavos,
  );
  return reversal.reversedCentavos;
}
