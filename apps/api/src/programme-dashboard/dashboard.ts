// The programme dashboard's figures (contracts/painel/indicadores.ts; docs/decisions/0021-*): the
// month's and the series' flows from the summaries the fold keeps (indicadores_mes, a row per store and
// month), the active customers and levels from the distribution of customers by purchases
// (indicadores_niveis), the liability from the flows summed up to the month's end, the members from
// their count by month of creation (members.ts), the ratings from a small indexed read. No query reads
// a purchase or counts the customers.
import { levelCount, levelFor } from '@fidelidade/domain/cashback/rules';
import {
  INDICADORES_LOJAS_DESTAQUE,
  INDICADORES_SERIE_MESES,
  type Indicadores,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { RulesByMonth } from '../loyalty/programme-rules.ts';
import { members } from './members.ts';
import { monthStart, shiftMonth } from './months.ts';

const total = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::bigint`;

/** The month's flows, summed over the stores (or the one store). */
function flowsByMonth(db: Executor, lojaId: string | null, first: string, last: string) {
  let query = db
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
  return query.execute();
}

/** How many customers made each number of purchases, in each month of the series. */
function distributions(db: Executor, first: string, last: string) {
  return db
    .selectFrom('indicadores_niveis')
    .select(['mes', 'compras', 'clientes'])
    .where('mes', '>=', first)
    .where('mes', '<=', last)
    .where('clientes', '>', 0)
    .execute();
}

type Distribution = Awaited<ReturnType<typeof distributions>>;

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
 * Available and pending at the month's end: the ledger's net flows up to it are available + pending
 * − debt, so adding the debt's changes gives what is owed to the customers, less what erased
 * customers held (erasure.ts).
 */
async function liability(db: Executor, mes: string) {
  const row = await db
    .selectFrom('indicadores_mes')
    .select([
      sql<number>`coalesce(sum(creditado_centavos - estornado_centavos - resgatado_centavos
        - expirado_centavos + ajuste_credito_centavos - ajuste_debito_centavos
        + variacao_divida_centavos - apagado_centavos), 0)::bigint`.as('total'),
      total('variacao_pendente_centavos').as('pendente'),
    ])
    .where('mes', '<=', mes)
    .executeTakeFirstOrThrow();
  return {
    disponivelCentavos: row.total - row.pendente,
    pendenteCentavos: row.pendente,
    totalCentavos: row.total,
  };
}

/**
 * The ratings' average and count of the month and of the month before: one pass over the two months,
 * split at the month's first instant (no time-zone arithmetic per rating).
 */
async function ratings(db: Executor, mes: string, lojaId: string | null) {
  const start = monthStart(mes);
  const current = sql.raw('criada_em >=');
  const before = sql.raw('criada_em <');
  const split = (side: typeof current) => ({
    total: sql<number>`count(*) filter (where ${side} ${start})`,
    media: sql<number | null>`round(avg(estrelas) filter (where ${side} ${start}), 2)::float8`,
  });
  let query = db
    .selectFrom('avaliacoes')
    .select([
      split(current).total.as('total'),
      split(current).media.as('media'),
      split(before).total.as('totalAnterior'),
      split(before).media.as('mediaAnterior'),
    ])
    .where('criada_em', '>=', monthStart(shiftMonth(mes, -1)))
    .where('criada_em', '<', monthStart(shiftMonth(mes, 1)));
  if (lojaId) query = query.where('loja_id', '=', lojaId);
  return query.executeTakeFirstOrThrow();
}

/** The stores with the most purchase value in the month (only the one store, with a store). */
function topStores(db: Executor, mes: string, lojaId: string | null) {
  let query = db
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
  return query.execute();
}

async function updatedAt(db: Executor): Promise<Date> {
  const mark = await db
    .selectFrom('indicadores_marca')
    .select('atualizado_em')
    .executeTakeFirstOrThrow();
  return mark.atualizado_em;
}

/** The dashboard of São Paulo month `mes`, for the programme (`lojaId` null) or one store. */
export async function programmeDashboard(
  db: Executor,
  rules: RulesByMonth,
  mes: string,
  lojaId: string | null,
): Promise<Indicadores> {
  const first = shiftMonth(mes, 1 - INDICADORES_SERIE_MESES);
  const programme = lojaId === null;
  const [flows, distribution, passivo, membros, avaliacoes, lojasDestaque, atualizadoEm] =
    await Promise.all([
      flowsByMonth(db, lojaId, first, mes),
      programme ? distributions(db, first, mes) : null,
      programme ? liability(db, mes) : null,
      programme ? members(db, mes) : null,
      ratings(db, mes, lojaId),
      topStores(db, mes, lojaId),
      updatedAt(db),
    ]);
  const serie = Array.from({ length: INDICADORES_SERIE_MESES }, (_, index) => {
    const month = shiftMonth(first, index);
    const row = flows.find((found) => found.mes === month);
    const ativos = distribution ? activeIn(distribution, month) : (row?.clientes ?? 0);
    return {
      mes: month,
      compras: row?.compras ?? 0,
      valorCentavos: row?.valorCentavos ?? 0,
      ativos,
      creditadoCentavos: row?.creditadoCentavos ?? 0,
      liberadoCentavos: row?.liberadoCentavos ?? 0,
      resgatadoCentavos: row?.resgatadoCentavos ?? 0,
      expiradoCentavos: row?.expiradoCentavos ?? 0,
      estornadoCentavos: row?.estornadoCentavos ?? 0,
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
