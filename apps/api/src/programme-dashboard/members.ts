// The dashboard's members (0054_indicadores_membros.sql): the accounts of each São Paulo month of
// creation, counted again in full on every run of the fold job, since an erasure or a claim changes
// the accounts without a ledger entry the fold could see. The count is the migration's SQL function,
// which also made the first one.
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../db/executor.ts';
import type { DatabaseSchema } from '../db/schema.ts';

export async function countMembers(trx: Executor): Promise<void> {
  await sql`select indicadores_contar_membros()`.execute(trx);
}

/** Accounts at the month's end and created in it, as a subquery of the dashboard's statement. */
export function members(eb: ExpressionBuilder<DatabaseSchema, never>, mes: string) {
  return jsonObjectFrom(
    eb
      .selectFrom('indicadores_membros')
      .select([
        sql<number>`coalesce(sum(clientes), 0)::bigint`.as('total'),
        sql<number>`coalesce(sum(clientes) filter (where mes = ${mes}), 0)::bigint`.as('novos'),
      ])
      .where('mes', '<=', mes),
  );
}
