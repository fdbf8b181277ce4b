// The programme dashboard's figures (contracts/painel/indicadores.ts; docs/decisions/0021-*): the
// month's and the series' flows from the summaries the fold keeps (indicadores_mes, a row per store and
// month), the active customers and levels from the distribution of customers by purchases
// (indicadores_niveis), the liability from the flows summed up to the month's end, the members from
// their count by month of creation (members.ts), the ratings from their sums per month and store. No
// query reads a purchase or a rating or counts the customers. The parts are subqueries of one
// statement, as the customer's statement is read: one round trip and one connection per request,
// however many parts.
import { levelCount, levelFor } from '@fidelidade/domain/cashback/rules';
import {
  INDICADORES_LOJAS_DESTAQUE,
  INDICADORES_SERIE_MESES,
  type Indicadores,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../db/executor.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { RulesByMonth } from '../loyalty/programme-rules.ts';
import { members } from './members.ts';
import { shiftMonth } from './months.ts';

type Eb = ExpressionBuilder<DatabaseSchema, never>;

const total = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::bigint`;

/** The month's flows, summed over the stores (or the one store). */
function flowsByMonth(eb: Eb, lojaId: string | null, first: string, last: string) {
  let query = eb
    .selectFrom('indicadores_mes')
    .select([
      'mes',
      total('compras').as('compras'),
      total('valor_centavos').as('valorCentavos'),
      total('clientes').as('clientes'),
      total('creditado_centavos').as('creditadoCentavos'),
      total('liberado_centavos').as('liberadoCentavos'),
      total('resgatado_centavos').as('resgatadoCentavos'),
      total('expirado_centavos').as('expiradoCentavos'),
      total('estornado_centavos').as('estornadoCentavos'),
    ])
    .where('mes', '>=', first)
    .where('mes', '<=', last)
    .groupBy('mes');
  if (lojaId) query = query.where('loja_id', '=', lojaId);
  return jsonArrayFrom(query);
}

/** How many customers made each number of purchases, in each month of the series. */
function distributions(eb: Eb, first: string, last: string) {
  return jsonArrayFrom(
    eb
      .selectFrom('indicadores_niveis')
      .select(['mes', 'compras', 'clientes'])
      .where('mes', '>=', first)
      .where('mes', '<=', last)
      .where('clientes', '>', 0),
  );
}

type Distribution = { mes: string; compras: number; clientes: number }[];

/** Customers with a purchase in the month, across the stores. */
const activeIn = (distribution: Distribution, mes: string) =>
  distribution.filter((row) => row.mes === mes).reduce((sum, row) => sum + row.clientes, 0);

/** Every level of the month's rules, lowest first, with its customers. */
function levels(distribution: Distribution, mes: string, rules: RulesByMonth) {
  const monthRules = rules(mes);
  return Array.from({ length: levelCount(monthRules) }, (_, index) => ({
    nivel: index + 1,
    clientes: distribution
      .filter((row) => row.mes === mes && levelFor(monthRules, row.compras) === index + 1)
      .reduce((sum, row) => sum + row.clientes, 0),
  }));
}

/**
 * The ledger's net flows up to the month's end, which are available + pending − debt, so adding the
 * debt's changes gives what is owed to the customers, less what erased customers held (erasure.ts);
 * and the pending part of it.
 */
function liability(eb: Eb, mes: string) {
  return jsonObjectFrom(
    eb
      .selectFrom('indicadores_mes')
      .select([
        sql<number>`coalesce(sum(creditado_centavos - estornado_centavos - resgatado_centavos
          - expirado_centavos + ajuste_credito_centavos - ajuste_debito_centavos
          + variacao_divida_centavos - apagado_centavos), 0)::bigint`.as('total'),
        total('variacao_pendente_centavos').as('pendente'),
      ])
      .where('mes', '<=', mes),
  );
}

/**
 * The ratings' average and count of the month and of the month before, from their sums per month and
 * store (0056_indicadores_avaliacoes.sql): a few rows, however many ratings.
 */
function ratings(eb: Eb, mes: string, lojaId: string | null) {
  const of = (month: string) => ({
    total: sql<number>`coalesce(sum(avaliacoes) filter (where mes = ${month}), 0)::bigint`,
    media: sql<number | null>`round(sum(estrelas) filter (where mes = ${month})::numeric
      / nullif(sum(avaliacoes) filter (where mes = ${month}), 0), 2)::float8`,
  });
  const before = shiftMonth(mes, -1);
  let query = eb
    .selectFrom('indicadores_avaliacoes')
    .select([
      of(mes).total.as('total'),
      of(mes).media.as('media'),
      of(before).total.as('totalAnterior'),
      of(before).media.as('mediaAnterior'),
    ])
    .where('mes', 'in', [before, mes]);
  if (lojaId) query = query.where('loja_id', '=', lojaId);
  return jsonObjectFrom(query);
}

/** The stores with the most purchase value in the month (only the one store, with a store). */
function topStores(eb: Eb, mes: string, lojaId: string | null) {
  let query = eb
    .selectFrom('indicadores_mes')
    .innerJoin('lojas', 'lojas.id', 'indicadores_mes.loja_id')
    .select([
      'lojas.id as lojaId',
      'lojas.nome as lojaNome',
      'indicadores_mes.compras',
      'indicadores_mes.valor_centavos as valorCentavos',
    ])
    .where('indicadores_mes.mes', '=', mes)
    .where('indicadores_mes.compras', '>', 0)
    .orderBy('indicadores_mes.valor_centavos', 'desc')
    .orderBy('lojas.nome')
    .limit(INDICADORES_LOJAS_DESTAQUE);
  if (lojaId) query = query.where('indicadores_mes.loja_id', '=', lojaId);
  return jsonArrayFrom(query);
}

/** Every part of the dashboard, each a subquery of one statement; the series from month `first`. */
function dashboardQuery(db: Executor, first: string, mes: string, lojaId: string | null) {
  // The programme's own parts; a store's dashboard has none of them.
  const programme = <T>(part: RawBuilder<T>) =>
    lojaId === null ? part.$castTo<T | null>() : sql<T | null>`null`;
  return db.selectNoFrom((eb) => [
    flowsByMonth(eb, lojaId, first, mes).as('flows'),
    programme(distributions(eb, first, mes)).as('distribution'),
    programme(liability(eb, mes)).as('passivo'),
    programme(members(eb, mes)).as('membros'),
    ratings(eb, mes, lojaId).as('avaliacoes'),
    topStores(eb, mes, lojaId).as('lojasDestaque'),
    eb.selectFrom('indicadores_marca').select('atualizado_em').as('atualizadoEm'),
  ]);
}

/** The dashboard of São Paulo month `mes`, for the programme (`lojaId` null) or one store. */
export async function programmeDashboard(
  db: Executor,
  rules: RulesByMonth,
  mes: string,
  lojaId: string | null,
): Promise<Indicadores> {
  const first = shiftMonth(mes, 1 - INDICADORES_SERIE_MESES);
  const row = await dashboardQuery(db, first, mes, lojaId).executeTakeFirstOrThrow();
  const { flows, distribution, membros, avaliacoes, lojasDestaque, atualizadoEm } = row;
  if (!avaliacoes || !atualizadoEm) throw new Error('the dashboard read no ratings or watermark');
  const passivo = row.passivo && {
    disponivelCentavos: row.passivo.total - row.passivo.pendente,
    pendenteCentavos: row.passivo.pendente,
    totalCentavos: row.passivo.total,
  };
  const serie = Array.from({ length: INDICADORES_SERIE_MESES }, (_, index) => {
    const month = shiftMonth(first, index);
    const flow = flows.find((found) => found.mes === month);
    const ativos = distribution ? activeIn(distribution, month) : (flow?.clientes ?? 0);
    return {
      mes: month,
      compras: flow?.compras ?? 0,
      valorCentavos: flow?.valorCentavos ?? 0,
      ativos,
      creditadoCentavos: flow?.creditadoCentavos ?? 0,
      liberadoCentavos: flow?.liberadoCentavos ?? 0,
      resgatadoCentavos: flow?.resgatadoCentavos ?? 0,
      expiradoCentavos: flow?.expiradoCentavos ?? 0,
      estornadoCentavos: flow?.estornadoCentavos ?? 0,
    };
  });
  const month = serie[serie.length - 1];
  if (!month) throw new Error('the series has no month');
  const cashback = {
    creditadoCentavos: month.creditadoCentavos,
    liberadoCentavos: month.liberadoCentavos,
    resgatadoCentavos: month.resgatadoCentavos,
    expiradoCentavos: month.expiradoCentavos,
    estornadoCentavos: month.estornadoCentavos,
  };
  return {
    mes,
    lojaId,
    atualizadoEm: atualizadoEm.toISOString(),
    membros,
    ativos: month.ativos,
    niveis: distribution ? levels(distribution, mes, rules) : null,
    compras: { quantidade: month.compras, valorCentavos: month.valorCentavos },
    cashback,
    passivo,
    taxaResgate:
      cashback.liberadoCentavos > 0
        ? Math.round((cashback.resgatadoCentavos / cashback.liberadoCentavos) * 10_000) / 10_000
        : null,
    avaliacoes,
    lojasDestaque,
    serie,
  };
}
