// A list's total: how many rows its filtered query finds, for the page the console shows beside it.
import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** How many rows `query` (a list's FROM and WHERE, nothing selected yet) finds. */
export async function countRows<Tables extends keyof DatabaseSchema>(
  query: SelectQueryBuilder<DatabaseSchema, Tables, object>,
): Promise<number> {
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return total;
}
