// The dashboard's fold (docs/decisions/0021-programme-dashboard.md): the ledger entries written since
// the last run go into the summaries of 0052_indicadores.sql, in one transaction that moves the
// watermark with them. The watermark is a transaction id: the run takes the entries of every
// transaction below the oldest one still running, which have all ended, so an entry that commits after
// the run with an earlier id than some folded one is still ahead of the watermark. The watermark's row
// lock serializes two runs at once; the second folds what the first left, if anything.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { countMembers } from './members.ts';

export interface FoldRun {
  /** Ledger entries folded. */
  lancamentos: number;
}

/** The entries of transactions in [de, ate), with the store and month each counts in. */
const entries = (de: string, ate: string) => sql`entries as (
    select l.tipo, l.mes, l.cliente_id, l.cashback_centavos, l.valor_centavos, l.pendente_centavos,
      l.divida_centavos,
      -- An expiry has no store: it counts at the store whose purchase earned the credit, if any.
      coalesce(l.loja_id, origem.loja_id) as loja_id,
      -- A cancellation takes its purchase out of the month the purchase was made in.
      coalesce(cancelada.mes, l.mes) as mes_compra
    from lancamentos l
    left join creditos_cashback credito on l.tipo = 'expiracao' and credito.id = l.credito_id
    left join compras origem on origem.id = credito.compra_id
    left join compras cancelada on l.tipo = 'cancelamento' and cancelada.id = l.compra_id
    where l.transacao >= ${de}::xid8 and l.transacao < ${ate}::xid8
  )`;

/** The flows of each month and store, and the purchases' count and value by the purchase's month. */
async function foldFlows(trx: Executor, de: string, ate: string): Promise<number> {
  const result = await sql<{ lancamentos: number }>`with ${entries(de, ate)},
    flows as (
      select mes, loja_id, 0::bigint as compras, 0::bigint as valor,
        sum(cashback_centavos) filter (where tipo = 'compra') as creditado,
        -sum(cashback_centavos) filter (where tipo = 'resgate') as resgatado,
        -sum(cashback_centavos) filter (where tipo = 'expiracao') as expirado,
        -sum(cashback_centavos) filter (where tipo = 'cancelamento') as estornado,
        sum(cashback_centavos) filter (where tipo = 'ajuste' and cashback_centavos > 0) as ajuste_credito,
        -sum(cashback_centavos) filter (where tipo = 'ajuste' and cashback_centavos < 0) as ajuste_debito,
        coalesce(sum(cashback_centavos) filter (where tipo = 'compra'), 0) - sum(pendente_centavos)
          as pendente,
        sum(divida_centavos) as divida,
        count(*) as lancamentos
      from entries
      group by mes, loja_id
      union all
      select mes_compra, loja_id, sum(case tipo when 'compra' then 1 else -1 end),
        sum(case tipo when 'compra' then valor_centavos else -valor_centavos end),
        null, null, null, null, null, null, 0, 0, 0
      from entries
      where tipo in ('compra', 'cancelamento')
      group by mes_compra, loja_id
    ),
    folded as (
      insert into indicadores_mes (mes, loja_id, compras, valor_centavos, creditado_centavos,
        resgatado_centavos, expirado_centavos, estornado_centavos, ajuste_credito_centavos,
        ajuste_debito_centavos, variacao_pendente_centavos, variacao_divida_centavos)
      select mes, loja_id, sum(compras), sum(valor), coalesce(sum(creditado), 0),
        coalesce(sum(resgatado), 0), coalesce(sum(expirado), 0), coalesce(sum(estornado), 0),
        coalesce(sum(ajuste_credito), 0), coalesce(sum(ajuste_debito), 0), sum(pendente),
        sum(divida)
      from flows
      group by mes, loja_id
      -- Rows locked in one order, as the release job locks them (release-summary.ts).
      order by mes, loja_id
      on conflict (mes, loja_id) do update set
        compras = indicadores_mes.compras + excluded.compras,
        valor_centavos = indicadores_mes.valor_centavos + excluded.valor_centavos,
        creditado_centavos = indicadores_mes.creditado_centavos + excluded.creditado_centavos,
        resgatado_centavos = indicadores_mes.resgatado_centavos + excluded.resgatado_centavos,
        expirado_centavos = indicadores_mes.expirado_centavos + excluded.expirado_centavos,
        estornado_centavos = indicadores_mes.estornado_centavos + excluded.estornado_centavos,
        ajuste_credito_centavos =
          indicadores_mes.ajuste_credito_centavos + excluded.ajuste_credito_centavos,
        ajuste_debito_centavos = indicadores_mes.ajuste_debito_centavos + excluded.ajuste_debito_centavos,
        variacao_pendente_centavos =
          indicadores_mes.variacao_pendente_centavos + excluded.variacao_pendente_centavos,
        variacao_divida_centavos =
          indicadores_mes.variacao_divida_centavos + excluded.variacao_divida_centavos
    )
    select coalesce(sum(lancamentos), 0)::int as lancamentos from flows`.execute(trx);
  return result.rows[0]?.lancamentos ?? 0;
}

/**
 * Each customer's purchases per month and store, and from how they changed: the stores' counts of
 * customers (one more when a customer's count there leaves 0, one less when it falls back to it) and
 * the months' distribution of customers by purchases. Every read of the counts sees them as they were
 * before this statement's writes.
 */
async function foldCustomers(trx: Executor, de: string, ate: string): Promise<void> {
  await sql`with ${entries(de, ate)},
    changes as (
      select mes_compra as mes, cliente_id, loja_id,
        sum(case tipo when 'compra' then 1 else -1 end)::int as delta
      from entries
      where tipo in ('compra', 'cancelamento')
      group by mes_compra, cliente_id, loja_id
      having sum(case tipo when 'compra' then 1 else -1 end) <> 0
    ),
    at_store as (
      select c.mes, c.loja_id, c.delta, coalesce(i.compras, 0) as before
      from changes c
      left join indicadores_clientes i
        on i.mes = c.mes and i.cliente_id = c.cliente_id and i.loja_id = c.loja_id
    ),
    in_month as (
      select t.mes, t.delta, coalesce((select sum(i.compras) from indicadores_clientes i
          where i.mes = t.mes and i.cliente_id = t.cliente_id), 0)::int as before
      from (select mes, cliente_id, sum(delta)::int as delta from changes group by mes, cliente_id) t
      where t.delta <> 0
    ),
    counted as (
      insert into indicadores_clientes (mes, cliente_id, loja_id, compras)
      select mes, cliente_id, loja_id, delta from changes
      order by mes, cliente_id, loja_id
      on conflict (mes, cliente_id, loja_id) do update
        set compras = indicadores_clientes.compras + excluded.compras
    ),
    stores as (
      insert into indicadores_mes (mes, loja_id, clientes)
      select mes, loja_id, sum(case when before <= 0 and before + delta > 0 then 1
          when before > 0 and before + delta <= 0 then -1 else 0 end)
      from at_store
      group by mes, loja_id
      order by mes, loja_id
      on conflict (mes, loja_id) do update set clientes = indicadores_mes.clientes + excluded.clientes
    ),
    moves as (
      select mes, before as compras, -1 as clientes from in_month where before > 0
      union all
      select mes, before + delta, 1 from in_month where before + delta > 0
    )
    insert into indicadores_niveis (mes, compras, clientes)
    select mes, compras, sum(clientes) from moves
    group by mes, compras
    order by mes, compras
    on conflict (mes, compras) do update
      set clientes = indicadores_niveis.clientes + excluded.clientes`.execute(trx);
}

/** Folds every entry written since the last run and counts the members again; returns how many entries. */
export function foldLedger(db: Executor): Promise<FoldRun> {
  return db.transaction().execute(async (trx) => {
    const mark = await trx
      .selectFrom('indicadores_marca')
      .select(sql<string>`ate::text`.as('ate'))
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { ate, agora } = (
      await sql<{ ate: string; agora: Date }>`select
        pg_snapshot_xmin(pg_current_snapshot())::text as ate, clock_timestamp() as agora`.execute(
        trx,
      )
    ).rows[0] ?? { ate: mark.ate, agora: new Date() };
    const lancamentos = await foldFlows(trx, mark.ate, ate);
    if (lancamentos > 0) await foldCustomers(trx, mark.ate, ate);
    await countMembers(trx);
    await trx
      .updateTable('indicadores_marca')
      .set({ ate: sql<string>`${ate}::xid8`, atualizado_em: agora })
      .execute();
    return { lancamentos };
  });
}
