// PostgreSQL plans a prepared statement for the values of each call until it judges one generic plan
// as good, and then keeps that plan. A statement whose best plan does not depend on the values but
// whose values make each custom plan look different (arrays of varying length, as in the purchase
// batch) may be planned anew on every call, planning costing more than running it. Such a statement
// runs in a transaction that asks for the generic plan: the setting lasts until the transaction ends,
// so nothing else on the connection is planned differently.
import { CompiledQuery } from 'kysely';
import type { Executor } from './executor.ts';

const FORCE_GENERIC_PLAN = CompiledQuery.raw('set local plan_cache_mode = force_generic_plan');

/** Runs `work` in a transaction whose prepared statements use their generic plan. */
export function withGenericPlan<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(FORCE_GENERIC_PLAN);
    return work(trx);
  });
}
