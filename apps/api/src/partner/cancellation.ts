// POST compras/{id}/cancelamento (DESIGN decisions 4, 5 and 15): the store cancels one of its
// purchases. The cashback is reversed by a cancellation entry: a pending credit is simply removed; a
// released one is taken from what is left of it, then from the customer's other available credits,
// and what they lack is a debt the next releases settle (docs/decisions/0014-cashback-lifecycle.md).
// The purchase stops counting for purchases recorded after it. Cancelling again changes nothing and
// answers the same.
import { partnerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { reverseCashback, reversedBefore } from '../lifecycle/reversal.ts';
import { lockSaldo } from '../loyalty/saldo.ts';
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
          cashbackEstornadoCentavos: await reversedBefore(trx, compra.id, compra.cashback_centavos),
          canceladaEm: compra.cancelada_em.toISOString(),
        },
      };
    }
    const canceladaEm = new Date();
    // A deleted customer's purchase has no ledger any more: only the store's record changes.
    let reversed = compra.cashback_centavos;
    await trx
      .updateTable('compras')
      .set({ cancelada_em: canceladaEm })
      .where('id', '=', compra.id)
      .execute();
    if (compra.cliente_id) {
      // It stops counting for the purchases recorded after it (decision 4).
      await trx
        .updateTable('compras_mes')
        .set((eb) => ({ compras: eb('compras', '-', 1) }))
        .where('cliente_id', '=', compra.cliente_id)
        .where('mes', '=', compra.mes)
        .where('compras', '>', 0)
        .execute();
      reversed = await reverseCashback(
        trx,
        { ...compra, cliente_id: compra.cliente_id },
        canceladaEm,
      );
    }
    return {
      statusCode: 200,
      message: partnerMessages.purchaseCancelled,
      data: {
        idCompraLoja,
        cashbackEstornadoCentavos: reversed,
        canceladaEm: canceladaEm.toISOString(),
      },
    };
  });
}
