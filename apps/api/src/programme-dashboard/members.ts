// The dashboard's members (0054_indicadores_membros.sql): the accounts of each São Paulo month of
// creation, counted again in full on every run of the fold job, since an erasure or a claim changes
// the accounts without a ledger entry the fold could see. Rows whose count did not change are left
// alone.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

export async function countMembers(trx: Executor): Promise<void> {
  await sql`with contagem as (
      select to_char(criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes,
        count(*) as clientes
      from clientes
      where reservada_para is null
      group by 1
    ),
    sem_contas as (
      delete from indicadores_membros m where not exists (select from contagem c where c.mes = m.mes)
    )
    insert into indicadores_membros (mes, clientes)
    select mes, clientes from contagem
    on conflict (mes) do update set clientes = excluded.clientes
      where indicadores_membros.clientes <> excluded.clientes`.execute(trx);
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
