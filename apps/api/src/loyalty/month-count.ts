// How many purchases a customer has in a São Paulo month (DESIGN decision 4): cancelled ones do not
// count. It sets the rate of the next purchase and the level shown.
import { levelFor, type Level } from '@fidelidade/domain/cashback/rules';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../auth/sessions.ts';

/** The count as a query, to run alone or as a subquery of a bigger one (statement.ts). */
export function purchasesInMonthQuery(db: Executor, clienteId: string, mes: string) {
  return db
    .selectFrom('compras')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('cliente_id', '=', clienteId)
    .where('mes', '=', mes)
    .where('cancelada_em', 'is', null);
}

export async function purchasesInMonth(
  db: Executor,
  clienteId: string,
  mes: string,
): Promise<number> {
  const row = await purchasesInMonthQuery(db, clienteId, mes).executeTakeFirstOrThrow();
  return row.total;
}

/** The level shown now: this São Paulo month's non-cancelled purchases. */
export async function currentLevel(db: Executor, clienteId: string, now: Date): Promise<Level> {
  return levelFor(await purchasesInMonth(db, clienteId, monthKey(now)));
}
