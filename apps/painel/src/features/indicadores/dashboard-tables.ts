// The dashboard's numbers as tables, each cell saying what it holds: the screen shows them (cards, the
// tables beside the charts) and the CSV buttons write the very same rows for a spreadsheet.
import {
  INDICADORES_LOJAS_DESTAQUE,
  INDICADORES_SERIE_MESES,
  type Indicadores,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import {
  centavos,
  data,
  decimal,
  inteiro,
  mes,
  percentual,
  texto,
  type CsvCell,
} from '../../lib/csv.ts';
import { ratingsTrend, type Trend } from './ratings-trend.ts';

export interface DashboardTable {
  title: string;
  /** The CSV file's name. */
  fileName: string;
  headers: string[];
  rows: CsvCell[][];
}

export interface Figure {
  label: string;
  cell: CsvCell;
  /** The ratings' trend, for an arrow that repeats its words. */
  direction?: Trend['direction'];
}

export interface FigureGroup {
  title: string;
  figures: Figure[];
  /** Null with a store: the figure belongs to the programme, not to a store. */
  programmeOnly?: boolean;
  hint?: string;
}

const programme = <T>(value: T | null, read: (value: T) => number) =>
  value === null ? null : read(value);

/** The figure cards, in the order the screen shows them. */
export function figureGroups(indicadores: Indicadores): FigureGroup[] {
  const { membros, passivo, compras, cashback, avaliacoes, taxaResgate } = indicadores;
  const trend = ratingsTrend(avaliacoes.media, avaliacoes.mediaAnterior);
  return [
    {
      title: m.members,
      programmeOnly: true,
      figures: [
        { label: m.membersTotal, cell: inteiro(programme(membros, (it) => it.total)) },
        { label: m.membersNew, cell: inteiro(programme(membros, (it) => it.novos)) },
      ],
    },
    {
      title: m.active,
      hint: m.activeHint,
      figures: [{ label: m.customers, cell: inteiro(indicadores.ativos) }],
    },
    {
      title: m.purchases,
      figures: [
        { label: m.purchasesCount, cell: inteiro(compras.quantidade) },
        { label: m.purchasesValue, cell: centavos(compras.valorCentavos) },
      ],
    },
    {
      title: m.cashback,
      figures: [
        { label: m.credited, cell: centavos(cashback.creditadoCentavos) },
        { label: m.released, cell: centavos(cashback.liberadoCentavos) },
        { label: m.redeemed, cell: centavos(cashback.resgatadoCentavos) },
        { label: m.expired, cell: centavos(cashback.expiradoCentavos) },
        { label: m.reversed, cell: centavos(cashback.estornadoCentavos) },
      ],
    },
    {
      title: m.liability,
      programmeOnly: true,
      figures: [
        { label: m.available, cell: centavos(programme(passivo, (it) => it.disponivelCentavos)) },
        { label: m.pending, cell: centavos(programme(passivo, (it) => it.pendenteCentavos)) },
        { label: m.total, cell: centavos(programme(passivo, (it) => it.totalCentavos)) },
      ],
    },
    {
      title: m.redemptionRate,
      hint: taxaResgate === null ? m.nothingReleased : m.redemptionRateHint,
      figures: [{ label: m.redemptionRate, cell: percentual(taxaResgate) }],
    },
    {
      title: m.ratings,
      figures: [
        { label: m.average, cell: decimal(avaliacoes.media) },
        { label: m.count, cell: inteiro(avaliacoes.total) },
        { label: m.previousAverage, cell: decimal(avaliacoes.mediaAnterior) },
        { label: m.previousCount, cell: inteiro(avaliacoes.totalAnterior) },
        { label: m.trend, cell: texto(trend.text), direction: trend.direction },
      ],
    },
  ];
}

/** Every figure of the cards, one per line, after the month, the store and when it was updated. */
export function figuresTable(indicadores: Indicadores, lojaNome: string): DashboardTable {
  const groups = figureGroups(indicadores).flatMap(({ title, figures }) =>
    figures.map(({ label, cell }) => [texto(title === label ? title : `${title}: ${label}`), cell]),
  );
  return {
    title: m.figuresTitle,
    fileName: `indicadores-${indicadores.mes}.csv`,
    headers: [m.figure, m.value],
    rows: [
      [texto(m.month), mes(indicadores.mes)],
      [texto(m.store), texto(lojaNome)],
      [texto(m.updatedAtLabel), data(indicadores.atualizadoEm)],
      ...groups,
    ],
  };
}

export function levelsTable(indicadores: Indicadores): DashboardTable {
  return {
    title: m.levelsTitle,
    fileName: `niveis-${indicadores.mes}.csv`,
    headers: [m.level, m.customers],
    rows: (indicadores.niveis ?? []).map(({ nivel, clientes }) => [
      texto(m.levelLabel(nivel)),
      inteiro(clientes),
    ]),
  };
}

export function purchasesSeriesTable(indicadores: Indicadores): DashboardTable {
  return {
    title: m.purchasesSeriesTitle(INDICADORES_SERIE_MESES),
    fileName: `compras-por-mes-${indicadores.mes}.csv`,
    headers: [m.month, m.purchasesCount, m.purchasesValue, m.active],
    rows: indicadores.serie.map((item) => [
      mes(item.mes),
      inteiro(item.compras),
      centavos(item.valorCentavos),
      inteiro(item.ativos),
    ]),
  };
}

export function cashbackSeriesTable(indicadores: Indicadores): DashboardTable {
  return {
    title: m.cashbackSeriesTitle(INDICADORES_SERIE_MESES),
    fileName: `cashback-por-mes-${indicadores.mes}.csv`,
    headers: [m.month, m.credited, m.released, m.redeemed, m.expired, m.reversed],
    rows: indicadores.serie.map((item) => [
      mes(item.mes),
      centavos(item.creditadoCentavos),
      centavos(item.liberadoCentavos),
      centavos(item.resgatadoCentavos),
      centavos(item.expiradoCentavos),
      centavos(item.estornadoCentavos),
    ]),
  };
}

export function topStoresTable(indicadores: Indicadores): DashboardTable {
  return {
    title: m.topStoresTitle(INDICADORES_LOJAS_DESTAQUE),
    fileName: `lojas-destaque-${indicadores.mes}.csv`,
    headers: [m.store, m.purchasesCount, m.purchasesValue],
    rows: indicadores.lojasDestaque.map((loja) => [
      texto(loja.lojaNome),
      inteiro(loja.compras),
      centavos(loja.valorCentavos),
    ]),
  };
}
