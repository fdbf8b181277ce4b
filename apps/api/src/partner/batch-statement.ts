// A batch of new purchases in one SQL statement, one round trip for the whole batch: the same
// work as purchase-statement.ts, set-based. Each month's counter is bumped once by the batch's
// purchases of that customer and month (rows taken in (cliente, mês) order, so concurrent batches lock
// them in the same order), and every purchase gets the position it would have had recorded one after
// another in the batch's order. Purchases the store already has are skipped (the caller replays them).
//
// Each item finds its customer and looks for its id in the store's purchases through a lateral
// subquery with a limit, which PostgreSQL runs once per item on the unique index. Written as joins, the
// plan depended on the statistics at the moment a connection prepared it: prepared on nearly empty
// tables, it read all of the store's purchases into a hash on every batch, and each batch got slower
// as the store's purchases grew (after a few runs PostgreSQL settles on the generic plan, and the
// connection keeps it).
//
// The caller only sends a batch whose ids are all different; a concurrent call that records one of
// them first aborts the whole statement on the unique index, and the caller falls back to recording
// the items one by one.
import { sql } from 'kysely';
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { creditForPurchase } from '@fidelidade/domain/cashback/ledger-effects';
import {
  cashbackRate,
  steadyPosition,
  type ProgrammeRules,
} from '@fidelidade/domain/cashback/rules';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../db/executor.ts';
import { runNamed } from '../db/named-statements.ts';
import type { RulesByMonth } from '../loyalty/programme-rules.ts';
import { newRatingHash } from '../loyalty/rating-hash.ts';
import type { CompraInput } from './contracts.ts';
import {
  PURCHASE_COLUMNS,
  creditInserted,
  levelAfter,
  rulesByPosition,
  type CompraCreditada,
  type InsertOutcome,
} from './purchase-statement.ts';

type BatchRow = CompraCreditada & { ordem: number; cliente_encontrado: string | null };

/**
 * One value per purchase and position 1…steady, flattened (purchase i, position p at i·steady+p),
 * each worked out under the rules of the purchase's month.
 */
function byItemAndPosition(
  inputs: readonly CompraInput[],
  rulesOf: RulesByMonth,
  steady: number,
  valueAt: (rules: ProgrammeRules, input: CompraInput, position: number) => number,
): number[] {
  return inputs.flatMap((input) => {
    const rules = rulesOf(monthKey(input.dataHora));
    return Array.from({ length: steady }, (_, index) => valueAt(rules, input, index + 1));
  });
}

/**
 * The batch's statement; its text is the same for every batch and every rules (the items and the
 * rules go in as arrays). Each purchase's rate and cashback follow the rules of its month, the level
 * it reports those of the current month.
 */
export function batchStatement(
  lojaId: string,
  inputs: readonly CompraInput[],
  rulesOf: RulesByMonth,
  now: Date,
) {
  const atual = monthKey(now);
  const posicao = sql.ref('niv.posicao');
  const levels = rulesByPosition(rulesOf(atual));
  const months = new Set(inputs.map((input) => monthKey(input.dataHora)));
  // One steady position for every purchase: past the furthest any of their rules needs.
  const steady = Math.max(1, ...[...months].map((month) => steadyPosition(rulesOf(month))));
  const percents = byItemAndPosition(inputs, rulesOf, steady, (rules, _, position) =>
    cashbackRate(rules, position),
  );
  const cashbacks = byItemAndPosition(
    inputs,
    rulesOf,
    steady,
    (rules, input, position) =>
      creditForPurchase(rules, input.valor, position - 1).cashbackCentavos,
  );
  const dates = inputs.map((input) =>
    cashbackDates(rulesOf(monthKey(input.dataHora)), input.dataHora),
  );
  const ofItem = (values: number[]) =>
    sql<number>`(${values}::int[])[ordem * ${steady}::int + least(${posicao}, ${steady}::int)]`;
  return sql<BatchRow>`
    with inp as (
      select * from unnest(
        ${inputs.map((_, index) => index)}::int[], ${inputs.map((input) => input.cpf)}::text[],
        ${inputs.map((input) => input.idCompraLoja)}::text[],
        ${inputs.map((input) => input.valor)}::int[],
        ${inputs.map((input) => input.dataHora.toISOString())}::timestamptz[],
        ${inputs.map((input) => monthKey(input.dataHora))}::text[],
        ${inputs.map(() => newRatingHash())}::text[],
        ${dates.map((date) => date.releasesAt.toISOString())}::timestamptz[],
        ${dates.map((date) => date.expiresAt.toISOString())}::timestamptz[]
      ) as i(ordem, cpf, id_compra_loja, valor, ocorrida_em, mes, hash, libera_em, expira_em)
    ), cli as (
      select inp.*, c.id as cliente_id from inp
      left join lateral (select id from clientes where cpf = inp.cpf limit 1) c on true
    ), novo as (
      select cli.* from cli
      left join lateral (select 1 as achada from compras
        where loja_id = ${lojaId} and id_compra_loja = cli.id_compra_loja limit 1) ja on true
      where cliente_id is not null and ja.achada is null
    ), grp as (
      select cliente_id, mes, count(*)::integer as n from novo group by cliente_id, mes
    ), cnt as (
      insert into compras_mes (cliente_id, mes, compras)
      select cliente_id, mes, n from grp order by cliente_id, mes
      on conflict (cliente_id, mes) do update set compras = compras_mes.compras + excluded.compras
      returning cliente_id, mes, compras as total
    ), niv as (
      select novo.*,
        (cnt.total - grp.n + row_number() over (
          partition by novo.cliente_id, novo.mes order by novo.ordem))::integer as posicao,
        -- The count of the current month right after this purchase, for the level it reports: the
        -- counter as it was plus the batch's current-month purchases up to this one.
        case when novo.mes = ${atual} then null else
          coalesce((select m.compras from compras_mes m
              where m.cliente_id = novo.cliente_id and m.mes = ${atual}), 0)
            + (select count(*) from novo antes where antes.cliente_id = novo.cliente_id
              and antes.mes = ${atual} and antes.ordem < novo.ordem)::integer
        end as contagem_atual
      from novo join grp using (cliente_id, mes) join cnt using (cliente_id, mes)
    ), cmp as (
      insert into compras ${PURCHASE_COLUMNS}
      select ${lojaId}::uuid, id_compra_loja, cliente_id, valor, ocorrida_em, mes, posicao,
        ${ofItem(percents)},
        ${ofItem(cashbacks)},
        ${levelAfter(levels, sql`coalesce(contagem_atual, posicao)`)},
        hash
      from niv order by ordem
      returning *
    ), ${creditInserted(sql`inp`)}
    select cli.ordem, cli.cliente_id as cliente_encontrado, cmp.*, cre.libera_em
    from cli left join cmp on cmp.id_compra_loja = cli.id_compra_loja
      left join cre on cre.compra_id = cmp.id
    order by cli.ordem`;
}

export async function insertPurchases(
  db: Executor,
  lojaId: string,
  inputs: readonly CompraInput[],
  rulesOf: RulesByMonth,
  now: Date,
): Promise<InsertOutcome[]> {
  const { rows } = await runNamed(db, 'lote_compras', batchStatement(lojaId, inputs, rulesOf, now));
  return rows.map(({ ordem: _ordem, cliente_encontrado: clienteId, ...compra }) => {
    if (!clienteId) return { kind: 'unknown-cpf' };
    return compra.id ? { kind: 'inserted', compra } : { kind: 'exists', clienteId };
  });
}
