// The dashboard's tables from the API's answer: the same rows feed the screen and the CSV files, so a
// figure that does not apply to a store is a dash on the screen and an empty field in the file.
import { describe, expect, it } from 'vitest';
import {
  INDICADORES_SERIE_MESES,
  indicadoresSchema,
  type Indicadores,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { csvText } from '../../../src/lib/csv.ts';
import { cellText } from '../../../src/features/indicadores/cell-text.ts';
import {
  cashbackSeriesTable,
  figureGroups,
  figuresTable,
  levelsTable,
  purchasesSeriesTable,
  topStoresTable,
} from '../../../src/features/indicadores/dashboard-tables.ts';

const LOJA = '0b0f8f0e-8c1c-4a8e-9d4f-2f6a1f0c9a11';

const serie = Array.from({ length: INDICADORES_SERIE_MESES }, (_, index) => ({
  mes: `2026-${String(index + 1).padStart(2, '0')}`,
  compras: index,
  valorCentavos: index * 1000,
  ativos: index,
  creditadoCentavos: index * 50,
  liberadoCentavos: index * 40,
  resgatadoCentavos: index * 10,
  expiradoCentavos: 0,
  estornadoCentavos: index === 11 ? 150 : 0,
}));

const programme: Indicadores = indicadoresSchema.parse({
  mes: '2026-12',
  lojaId: null,
  atualizadoEm: '2026-12-10T15:00:00.000Z',
  membros: { total: 12500, novos: 320 },
  ativos: 4100,
  niveis: [
    { nivel: 1, clientes: 3000 },
    { nivel: 2, clientes: 900 },
    { nivel: 3, clientes: 200 },
  ],
  compras: { quantidade: 9876, valorCentavos: 123456789 },
  cashback: {
    creditadoCentavos: 617284,
    liberadoCentavos: 500000,
    resgatadoCentavos: 125000,
    expiradoCentavos: 3210,
    estornadoCentavos: 990,
  },
  passivo: { disponivelCentavos: 800000, pendenteCentavos: 400000, totalCentavos: 1200000 },
  taxaResgate: 0.25,
  avaliacoes: { media: 4.456, total: 80, mediaAnterior: 4.2, totalAnterior: 75 },
  lojasDestaque: [
    { lojaId: LOJA, lojaNome: 'Centro; Matriz', compras: 5000, valorCentavos: 70000000 },
  ],
  serie,
});

const oneStore: Indicadores = {
  ...programme,
  lojaId: LOJA,
  membros: null,
  niveis: null,
  passivo: null,
  taxaResgate: null,
};

const shown = (groups: ReturnType<typeof figureGroups>, title: string) =>
  groups
    .find((group) => group.title === title)
    ?.figures.map(({ label, cell }) => [label, cellText(cell)]);

describe('the figure cards', () => {
  it('show every figure of the programme in pt-BR', () => {
    const groups = figureGroups(programme);
    expect(shown(groups, m.members)).toEqual([
      [m.membersTotal, '12.500'],
      [m.membersNew, '320'],
    ]);
    expect(shown(groups, m.purchases)).toEqual([
      [m.purchasesCount, '9.876'],
      [m.purchasesValue, 'R$\u00a01.234.567,89'],
    ]);
    expect(shown(groups, m.liability)?.[2]).toEqual([m.total, 'R$\u00a012.000,00']);
    expect(shown(groups, m.redemptionRate)).toEqual([[m.redemptionRate, '25%']]);
    expect(shown(groups, m.ratings)).toEqual([
      [m.average, '4,46'],
      [m.count, '80'],
      [m.previousAverage, '4,20'],
      [m.previousCount, '75'],
      [m.trend, m.trendUp('0,26')],
    ]);
  });

  it('with a store, show the programme’s own figures as a dash and say the rate has no release', () => {
    const groups = figureGroups(oneStore);
    expect(shown(groups, m.members)).toEqual([
      [m.membersTotal, '—'],
      [m.membersNew, '—'],
    ]);
    expect(shown(groups, m.liability)?.map(([, value]) => value)).toEqual(['—', '—', '—']);
    expect(groups.filter((group) => group.programmeOnly).map((group) => group.title)).toEqual([
      m.members,
      m.liability,
    ]);
    const rate = groups.find((group) => group.title === m.redemptionRate);
    expect(rate?.hint).toBe(m.nothingReleased);
  });
});

describe('the CSV files', () => {
  it('list the figures one per line, with the month, the store and the update day', () => {
    const lines = csvText(...args(figuresTable(oneStore, 'Centro; Matriz'))).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      `\uFEFF${m.figure};${m.value}`,
      `${m.month};12/2026`,
      `${m.store};"Centro; Matriz"`,
      `${m.updatedAtLabel};10/12/2026`,
    ]);
    expect(lines).toContain(`${m.members}: ${m.membersTotal};`);
    expect(lines).toContain(`${m.purchases}: ${m.purchasesValue};1234567,89`);
    expect(lines).toContain(`${m.redemptionRate};`);
    expect(lines).toContain(`${m.ratings}: ${m.average};4,46`);
  });

  it('write the series month by month, oldest first', () => {
    const purchases = csvText(...args(purchasesSeriesTable(programme))).split('\r\n');
    expect(purchases[0]).toBe(
      `\uFEFF${m.month};${m.purchasesCount};${m.purchasesValue};${m.active}`,
    );
    expect(purchases[1]).toBe('01/2026;0;0,00;0');
    expect(purchases[12]).toBe('12/2026;11;110,00;11');
    const cashback = csvText(...args(cashbackSeriesTable(programme))).split('\r\n');
    expect(cashback[12]).toBe('12/2026;5,50;4,40;1,10;0,00;1,50');
  });

  it('write the levels and the leading stores', () => {
    expect(csvText(...args(levelsTable(programme)))).toBe(
      `\uFEFF${m.level};${m.customers}\r\n${m.levelLabel(1)};3000\r\n${m.levelLabel(2)};900\r\n${m.levelLabel(3)};200\r\n`,
    );
    expect(levelsTable(oneStore).rows).toEqual([]);
    expect(csvText(...args(topStoresTable(programme))).split('\r\n')[1]).toBe(
      '"Centro; Matriz";5000;700000,00',
    );
  });

  it('are named after the table and the month', () => {
    expect(
      [figuresTable(programme, m.allStores), purchasesSeriesTable(programme)].map(
        (table) => table.fileName,
      ),
    ).toEqual(['indicadores-2026-12.csv', 'compras-por-mes-2026-12.csv']);
  });
});

function args(table: { headers: string[]; rows: Parameters<typeof csvText>[1] }) {
  return [table.headers, table.rows] as const;
}
