// A new purchase in one SQL statement, one round trip (docs/decisions/0002-cashback-ledger.md):
// find the customer by CPF, bump the month's counter (its row lock serializes the customer's purchases
// of that month and gives this one its position), insert the purchase, its ledger entry, its pending
// credit, the new pending balance and the statement's summary of its month. It inserts nothing when the store already has a
// purchase with that id; when a concurrent call inserts one first, the unique index aborts the whole
// statement (counter included).
//
// The rules stay in @fidelidade/domain: the rate, the cashback of this amount and the level are worked
// out here for every position up to the one from which they stop changing (steadyPosition), and the
// statement only picks the entry for the position it got. They go in as parameters, so the statement's
// text is the same whatever the rules. The rate and the cashback follow the rules of the purchase's
// month; the level it reports, those of the current month. So do the dates its credit is released
// and expires on (cashback/lifecycle.ts), which go in as parameters too.
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { creditForPurchase } from '@fidelidade/domain/cashback/ledger-effects';
import {
  cashbackRate,
  levelFor,
  steadyPosition,
  type ProgrammeRules,
} from '@fidelidade/domain/cashback/rules';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../db/executor.ts';
import { runNamed } from '../db/named-statements.ts';
import { violatedUniqueIndex } from '../http/database-errors.ts';
import { CREDITS_SUMMED } from '../loyalty/month-summary.ts';
import type { RulesByMonth } from '../loyalty/programme-rules.ts';
import { newRatingHash } from '../loyalty/rating-hash.ts';
import type { ComprasTable } from '../loyalty/tables.ts';
import type { CompraInput } from './contracts.ts';
import { findCliente } from './outcome.ts';

export const PURCHASE_ID_INDEX = 'compras_loja_id_compra_key';

export type Compra = Selectable<ComprasTable>;

/** A purchase and when its cashback is released; null for a purchase recorded before credits. */
export type CompraCreditada = Compra & { libera_em: Date | null };

export type InsertOutcome =
  | { kind: 'inserted'; compra: CompraCreditada }
  | { kind: 'unknown-cpf' }
  /** The store already has a purchase with this id (found before, or inserted by a concurrent call). */
  | { kind: 'exists'; clienteId: string };

/** The rules as the statements read them: each one's value at every position up to the steady one. */
export interface RulesByPosition {
  /** steadyPosition: every later position has its values. */
  steady: number;
  /** The percent of the purchase at positions 1…steady. */
  percents: number[];
  /** The level after counts 0…steady of the month's purchases. */
  levels: number[];
}

export function rulesByPosition(rules: ProgrammeRules): RulesByPosition {
  const steady = steadyPosition(rules);
  const positions = Array.from({ length: steady }, (_, index) => index + 1);
  return {
    steady,
    percents: positions.map((position) => cashbackRate(rules, position)),
    levels: [0, ...positions].map((count) => levelFor(rules, count)),
  };
}

/** `values[least(position, steady)]`: the entry for a 1-based position, from an int[] parameter. */
export function byPosition(
  values: readonly number[],
  steady: number,
  position: RawBuilder<unknown>,
) {
  return sql<number>`(${values}::int[])[least(${position}, ${steady}::int)]`;
}

/** The level after `count` purchases of the month. */
export function levelAfter({ steady, levels }: RulesByPosition, count: RawBuilder<unknown>) {
  return sql<number>`(${levels}::int[])[least(${count}, ${steady}::int) + 1]`;
}

export const PURCHASE_COLUMNS = sql`(loja_id, id_compra_loja, cliente_id, valor_centavos,
  ocorrida_em, mes, posicao_no_mes, percentual, cashback_centavos, nivel_apos, hash_avaliacao)`;

/**
 * After the CTE `cmp` (the purchases inserted): their ledger entries, their pending credits, each
 * customer's pending balance and the statement's summary of their months. `dates` is a relation with
 * each purchase's id_compra_loja, libera_em and expira_em. A purchase's cashback fits an integer, but a
 * batch's sum for one customer need not (twenty purchases of R$ 10 milhões pass 2³¹ centavos): it is
 * summed as bigint, like the balance it is added to.
 */
export function creditInserted(dates: RawBuilder<unknown>) {
  return sql`lan as (
      insert into lancamentos (cliente_id, loja_id, tipo, compra_id, valor_centavos, percentual,
        cashback_centavos, ocorrido_em, mes)
      select cliente_id, loja_id, 'compra', id, valor_centavos, percentual, cashback_centavos,
        ocorrida_em, mes
      from cmp
    ), cre as (
      insert into creditos_cashback (cliente_id, compra_id, creditado_centavos, restante_centavos,
        estado, libera_em, expira_em)
      select cmp.cliente_id, cmp.id, cmp.cashback_centavos, cmp.cashback_centavos, 'pendente',
        d.libera_em, d.expira_em
      from cmp join ${dates} d on d.id_compra_loja = cmp.id_compra_loja
      returning compra_id, libera_em
    ), sal as (
      insert into saldos (cliente_id, pendente_centavos)
      select cliente_id, sum(cashback_centavos)::bigint from cmp group by cliente_id
      order by cliente_id
      on conflict (cliente_id) do update
        set pendente_centavos = saldos.pendente_centavos + excluded.pendente_centavos,
          atualizado_em = now()
      returning cliente_id
    ), ${CREDITS_SUMMED}`;
}

export async function insertPurchase(
  db: Executor,
  lojaId: string,
  input: CompraInput,
  rulesOf: RulesByMonth,
  now: Date,
): Promise<InsertOutcome> {
  const mes = monthKey(input.dataHora);
  const atual = monthKey(now);
  const rules = rulesOf(mes);
  const { releasesAt, expiresAt } = cashbackDates(rules, input.dataHora);
  const posicao = sql.ref('cnt.posicao');
  // The count of the current month after this purchase, for the level the answer reports.
  const countNow =
    mes === atual
      ? posicao
      : sql`coalesce((select m.compras from compras_mes m
          where m.cliente_id = cnt.cliente_id and m.mes = ${atual}), 0)`;
  const byRules = rulesByPosition(rules);
  const levels = rulesByPosition(rulesOf(atual));
  // What this amount earns at each position: the purchases of the month recorded before it, plus one.
  const cashbacks = byRules.percents.map(
    (_, index) => creditForPurchase(rules, input.valor, index).cashbackCentavos,
  );
  const dates = sql`(select ${input.idCompraLoja}::text as id_compra_loja,
    ${releasesAt}::timestamptz as libera_em, ${expiresAt}::timestamptz as expira_em)`;
  const query = sql<CompraCreditada & { cliente_encontrado: string | null }>`
    with cli as (
      select id from clientes where cpf = ${input.cpf}
    ), novo as (
      select id from cli where not exists (
        select 1 from compras where loja_id = ${lojaId} and id_compra_loja = ${input.idCompraLoja})
    ), cnt as (
      insert into compras_mes (cliente_id, mes, compras)
      select id, ${mes}::text, 1 from novo
      on conflict (cliente_id, mes) do update set compras = compras_mes.compras + 1
      returning cliente_id, compras as posicao
    ), cmp as (
      insert into compras ${PURCHASE_COLUMNS}
      select ${lojaId}::uuid, ${input.idCompraLoja}::text, cnt.cliente_id, ${input.valor}::integer,
        ${input.dataHora}::timestamptz, ${mes}::text, cnt.posicao,
        ${byPosition(byRules.percents, byRules.steady, posicao)},
        ${byPosition(cashbacks, byRules.steady, posicao)},
        ${levelAfter(levels, countNow)},
        ${newRatingHash()}::text
      from cnt
      returning *
    ), ${creditInserted(dates)}
    select (select id from cli) as cliente_encontrado, cmp.*, cre.libera_em
    from (select 1) as um left join cmp on true left join cre on cre.compra_id = cmp.id`;
  try {
    const { rows } = await runNamed(db, 'compra', query);
    const row = rows[0];
    if (!row?.cliente_encontrado) return { kind: 'unknown-cpf' };
    const { cliente_encontrado: clienteId, ...compra } = row;
    return compra.id ? { kind: 'inserted', compra } : { kind: 'exists', clienteId };
  } catch (error) {
    if (violatedUniqueIndex(error) !== PURCHASE_ID_INDEX) throw error;
    // Lost a race on the same id: whatever that call recorded is the answer.
    const cliente = await findCliente(db, input.cpf);
    if (!cliente) return { kind: 'unknown-cpf' };
    return { kind: 'exists', clienteId: cliente.id };
  }
}
