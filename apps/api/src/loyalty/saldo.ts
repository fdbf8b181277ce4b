// The balance row every ledger change locks first (docs/decisions/0002-cashback-ledger.md): holding it
// serializes a customer's purchases (so each counts the month right) and redemptions (so concurrent
// ones never overdraw), on PostgreSQL and PGlite alike. Call inside a transaction.
import type { Executor } from '../db/executor.ts';

function selectForUpdate(trx: Executor, clienteId: string) {
  return trx
    .selectFrom('saldos')
    .select('saldo_centavos')
    .where('cliente_id', '=', clienteId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the customer's balance row (creating it at 0 on first use) and returns the balance. */
export async function lockSaldo(trx: Executor, clienteId: string): Promise<number> {
  const row = await selectForUpdate(trx, clienteId);
  if (row) return row.saldo_centavos;
  await trx
    .insertInto('saldos')
    .values({ cliente_id: clienteId })
    .onConflict((conflict) => conflict.column('cliente_id').doNothing())
    .execute();
  const created = await selectForUpdate(trx, clienteId);
  if (!created) throw new Error('balance row missing after insert');
  return created.saldo_centavos;
}

/** Adds `delta` centavos (negative to take) to a locked balance; returns the new balance. */
export async function changeSaldo(
  trx: Executor,
  clienteId: string,
  delta: number,
): Promise<number> {
  const row = await trx
    .updateTable('saldos')
    .set((eb) => ({ saldo_centavos: eb('saldo_centavos', '+', delta), atualizado_em: new Date() }))
    .where('cliente_id', '=', clienteId)
    .returning('saldo_centavos')
    .executeTakeFirstOrThrow();
  return row.saldo_centavos;
}
