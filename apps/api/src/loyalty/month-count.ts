// How many purchases a customer has in a São Paulo month (DESIGN decision 4): cancelled ones do not
// count. It sets the level shown; a new purchase reads the same count from its month's counter
// (partner/purchase-statement.ts).
import type { Executor } from '../db/executor.ts';

/** The count as a query, a subquery of the statement's (statement.ts). */
export function purchasesInMonthQuery(db: Executor, clienteId: string, mes: string) {
  return db
    .selectFrom('compras')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('cliente_id', '=', clienteId)
    .where('mes', '=', mes)
    .where('cancelada_em', 'is', null);
}
