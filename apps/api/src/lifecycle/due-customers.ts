// The release and expiry jobs work customer by customer, each in a transaction that takes the
// customer's balance lock first, like every other ledger change (loyalty/saldo.ts), so they never
// deadlock with a purchase, a redemption or a cancellation and hold no lock longer than one customer
// takes. A credit changes state only under that lock and only if it is still due, so two runs at once
// (two instances, or a run resumed after a crash) never release or expire anything twice.
import type { Executor } from '../db/executor.ts';

/** Customers looked up per round: each round's customers are done before the next is read. */
const CUSTOMERS_PER_ROUND = 500;

export type DueKind = 'release' | 'expiry';

function dueCustomers(db: Executor, kind: DueKind, now: Date): Promise<{ cliente_id: string }[]> {
  const due =
    kind === 'release'
      ? db
          .selectFrom('creditos_cashback')
          .select('cliente_id')
          .where('estado', '=', 'pendente')
          .where('libera_em', '<=', now)
          .orderBy('libera_em')
      : db
          .selectFrom('creditos_cashback')
          .select('cliente_id')
          .where('estado', '=', 'disponivel')
          .where('expira_em', '<=', now)
          .orderBy('expira_em');
  return db
    .selectFrom(due.limit(CUSTOMERS_PER_ROUND).as('due'))
    .select('cliente_id')
    .distinct()
    .execute();
}

/**
 * Runs `work` for every customer with a credit due, round after round until none is left; returns
 * the sum of what `work` returns (the credits it changed).
 */
export async function forEachDueCustomer(
  db: Executor,
  kind: DueKind,
  now: Date,
  work: (clienteId: string) => Promise<number>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const customers = await dueCustomers(db, kind, now);
    let changed = 0;
    for (const { cliente_id: clienteId } of customers) changed += await work(clienteId);
    done += changed;
    // A round that changed nothing found only credits another run is changing right now.
    if (customers.length === 0 || changed === 0) return done;
  }
}
