// The dashboard's members (0054_indicadores_membros.sql): the accounts of each São Paulo month of
// creation, counted again in full on every run of the fold job, since an erasure or a claim changes
// the accounts without a ledger entry the fold could see. The count is the migration's SQL function,
// which also made the first one.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

export async function countMembers(trx: Executor): Promise<void> {
  await sql`select indicadores_contar_membros()`.execute(trx);
}

/** Accounts at the month's end and created in it. */
export async function members(db: Executor, mes: string) {
  return db
    .selectFrom('indicadores_membros')
    .select([
      sql<number>`coalesce(sum(clientes), 0)::bigint`.as('total'),
      sql<number>`coalesce(sum(clientes) filter (where mes = ${mes}), 0)::bigint`.as('novos'),
    ])
    .where('mes', '<=', mes)
    .executeTakeFirstOrThrow();
}
