// The release and expiry jobs work a few customers at a time, each group in a transaction that takes
// their balance rows first, in cliente_id order like a batch of purchases, as every other ledger change
// takes a customer's balance row first (loyalty/saldo.ts): so they never deadlock with a purchase, a
// redemption or a cancellation, and hold no lock longer than one group takes. A credit changes state
// only under that lock and only if it is still due, so two runs at once (two instances, or a run
// resumed after a crash) never release or expire anything twice.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../db/executor.ts';
import { lockSaldos, type Balances } from '../loyalty/saldo.ts';

/** Customers looked up per round: each round's customers are done before the next is read. */
const CUSTOMERS_PER_ROUND = 500;
/** Customers per transaction: one commit for many, and still a short wait for their purchases. */
const CUSTOMERS_PER_TRANSACTION = 50;

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
    .orderBy('cliente_id')
    .execute();
}

/**
 * Runs `work` for every group of customers with a credit due, round after round until none is left;
 * returns the sum of what `work` returns (the credits it changed). Once `signal` aborts (the instance
 * is closing) it stops between two groups by throwing its reason: what was done stays done, and the
 * next run takes the rest.
 */
export async function forEachDueGroup(
  db: Executor,
  kind: DueKind,
  now: Date,
  work: (clienteIds: string[]) => Promise<number>,
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  for (;;) {
    const customers = (await dueCustomers(db, kind, now)).map((row) => row.cliente_id);
    let changed = 0;
    for (let start = 0; start < customers.length; start += CUSTOMERS_PER_TRANSACTION) {
      signal?.throwIfAborted();
      changed += await work(customers.slice(start, start + CUSTOMERS_PER_TRANSACTION));
      // The embedded database answers without waiting on I/O, so a run of many customers would never
      // let the event loop serve a request until it ended.
      await nextTurn();
    }
    done += changed;
    // A round that changed nothing found only credits another run is changing right now.
    if (customers.length === 0 || changed === 0) return done;
  }
}

/**
 * Runs `work` in one transaction holding the balance rows of the group's customers that still exist
 * (one deleted since the group was read has no balance row and no credits left); 0 when none does.
 */
export function inLockedGroup(
  db: Executor,
  clienteIds: readonly string[],
  work: (trx: Executor, balances: Map<string, Balances>) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const balances = await lockSaldos(trx, clienteIds);
    return balances.size === 0 ? 0 : work(trx, balances);
  });
}
