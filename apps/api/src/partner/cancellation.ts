// POST compras/{id}/cancelamento (DESIGN decisions 4 and 5): the store cancels one of its purchases.
// The cashback is reversed by a cancellation entry (the balance may go negative if it was already
// spent: docs/decisions/0002-cashback-ledger.md), and the purchase stops counting for purchases
// recorded after it. Cancelling again changes nothing and answers the same.
import { cancellationReversal } from '@fidelidade/domain/cashback/ledger-effects';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { partnerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { addToMonthSummary } from '../loyalty/month-summary.ts';
import { changeSaldo, lockSaldo } from '../loyalty/saldo.ts';
import type { CancelamentoResult } from './contracts.ts';
import type { Outcome } from './outcome.ts';

function lockMonthCount(trx: Executor, clienteId: string, mes: string) {
  return trx
    .selectFrom('compras_mes')
    .select('compras')
    .where('cliente_id', '=', clienteId)
    .where('mes', '=', mes)
    .forUpdate()
    .execute();
}

export async function cancelPurchase(
  db: Executor,
  lojaId: string,
  idCompraLoja: string,
): Promise<Outcome<CancelamentoResult>> {
  const found = await db
    .selectFrom('compras')
    .select(['id', 'cliente_id', 'mes'])
    .where('loja_id', '=', lojaId)
    .where('id_compra_loja', '=', idCompraLoja)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, partnerMessages.purchaseNotFound);

  return db.transaction().execute(async (trx) => {
    // Same lock order as a purchase: the month's counter, the balance row, then the purchase.
    if (found.cliente_id) {
      await lockMonthCount(trx, found.cliente_id, found.mes);
      await lockSaldo(trx, found.cliente_id);
    }
    const compra = await trx
      .selectFrom('compras')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (compra.cancelada_em) {
      return {
        statusCode: 200,
        message: partnerMessages.purchaseAlreadyCancelled,
        data: {
          idCompraLoja,
          cashbackEstornadoCentavos: compra.cashback_centavos,
          canceladaEm: compra.cancelada_em.toISOString(),
        },
      };
    }
    const canceladaEm = new Date();
    await trx
      .updateTable('compras')
      .set({ cancelada_em: canceladaEm })
      .where('id', '=', compra.id)
      .execute();
    // A deleted customer's purchase has no ledger any more: only the store's record changes.
    if (compra.cliente_id) {
      // It stops counting for the purchases recorded after it (decision 4).
      await trx
        .updateTable('compras_mes')
        .set((eb) => ({ compras: eb('compras', '-', 1) }))
        .where('cliente_id', '=', compra.cliente_id)
        .where('mes', '=', compra.mes)
        .where('compras', '>', 0)
        .execute();
      const reversal = cancellationReversal(compra.cashback_centavos);
      // The reversal belongs to the month it happens in, not to the purchase's.
      const mesEstorno = monthKey(canceladaEm);
      await trx
        .insertInto('lancamentos')
        .values({
          cliente_id: compra.cliente_id,
          loja_id: lojaId,
          tipo: 'cancelamento',
          compra_id: compra.id,
          resgate_id: null,
          valor_centavos: compra.valor_centavos,
          percentual: compra.percentual,
          cashback_centavos: reversal,
          ocorrido_em: canceladaEm,
          mes: mesEstorno,
        })
        .execute();
      await changeSaldo(trx, compra.cliente_id, reversal);
      await addToMonthSummary(trx, compra.cliente_id, mesEstorno, 'estornado_centavos', -reversal);
    }
    return {
      statusCode: 200,
      message: partnerMessages.purchaseCancelled,
      data: {
        idCompraLoja,
        cashbackEstornadoCentavos: compra.cashback_centavos,
        canceladaEm: canceladaEm.toISOString(),
      },
    };
  });
}
