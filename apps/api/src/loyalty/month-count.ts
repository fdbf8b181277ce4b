// How many purchases a customer has in a São Paulo month (DESIGN decision 4): cancelled ones do not
// count. The one count is the month's counter (0024_compras_mes.sql): a purchase bumps it and takes
// its position from it (partner/purchase-statement.ts), a cancellation takes it back
// (partner/cancellation.ts), and the statement shows the level from it.
import type { Expression } from 'kysely';
import type { Executor } from '../db/executor.ts';

/** The count as a query, a subquery of the statement's (statement.ts); no row is a count of 0. */
export function purchasesInMonthQuery(
  db: Executor,
  clienteId: Expression<string>,
  mes: Expression<string>,
) {
  return db
    .selectFrom('compras_mes')
    .select('compras')
    .where('cliente_id', '=', clienteId)
    .where('mes', '=', mes);
}
