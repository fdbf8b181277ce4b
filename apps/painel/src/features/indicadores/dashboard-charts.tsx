// The dashboard's charts, each with the table of its numbers beside it and that table's CSV button:
// active customers by level, the purchases and the cashback of the last months, and the month's leading
// stores.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Indicadores } from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { ChartWithTable, type ChartTableRow } from '../../app/chart-with-table.tsx';
import { cellNumber, cellText } from './cell-text.ts';
import { CsvButton } from './csv-button.tsx';
import {
  cashbackSeriesTable,
  levelsTable,
  purchasesSeriesTable,
  topStoresTable,
  type DashboardTable,
} from './dashboard-tables.ts';

interface Row extends ChartTableRow {
  /** The numbers after the label, as the chart plots them. */
  values: number[];
}

const COMPACT = new Intl.NumberFormat('pt-BR', { notation: 'compact' });
const compact = (value: number) => COMPACT.format(value);
const COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#c62828'];
const colour = (index: number) => COLOURS[index % COLOURS.length];

/** A ranking's bars are named by position: the names are in the table beside them. */
const rank = (_name: string, index: number) => `${String(index + 1)}º`;

const valueAt = (index: number) => (row: Row) => row.values[index] ?? 0;

/** Bars of one column of the table (the first after the label, unless said). */
const bars =
  (column = 0, layout: 'horizontal' | 'vertical' = 'horizontal') =>
  (data: Row[]) => (
    <BarChart data={data} layout={layout} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" />
      {layout === 'horizontal' ? (
        <>
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} tickFormatter={compact} />
        </>
      ) : (
        <>
          <XAxis type="number" tickFormatter={compact} />
          <YAxis type="category" dataKey="label" tickFormatter={rank} />
        </>
      )}
      <Bar dataKey={valueAt(column)} fill={colour(0)} isAnimationActive={false} />
    </BarChart>
  );

/** One line per column of the table, named after its header in the legend. */
const lines = (headers: readonly string[]) => (data: Row[]) => (
  <LineChart data={data} accessibilityLayer={false}>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" />
    <YAxis tickFormatter={compact} />
    <Tooltip />
    {/* In the table's order, not the alphabet's. */}
    <Legend itemSorter={(item) => headers.indexOf(String(item.value))} />
    {headers.map((header, index) => (
      <Line
        key={header}
        name={header}
        dataKey={valueAt(index)}
        stroke={colour(index)}
        dot={false}
        isAnimationActive={false}
      />
    ))}
  </LineChart>
);

function Chart({
  table,
  chart,
  wide = false,
}: {
  table: DashboardTable;
  chart: (data: Row[]) => ReactNode;
  wide?: boolean;
}) {
  const rows = table.rows.map(([label, ...cells]) => ({
    label: label ? cellText(label) : '',
    cells: cells.map(cellText),
    values: cells.map(cellNumber),
  }));
  return (
    <ChartWithTable
      title={table.title}
      chartLabel={m.chartOf(table.title)}
      headers={table.headers}
      rows={rows}
      chart={chart}
      actions={<CsvButton table={table} />}
      wide={wide}
    />
  );
}

export function DashboardCharts({ indicadores }: { indicadores: Indicadores }) {
  const cashback = cashbackSeriesTable(indicadores);
  const stores = topStoresTable(indicadores);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {indicadores.niveis !== null && <Chart table={levelsTable(indicadores)} chart={bars()} />}
      <Chart table={purchasesSeriesTable(indicadores)} chart={bars(1)} wide />
      <Chart table={cashback} chart={lines(cashback.headers.slice(1))} wide />
      {stores.rows.length > 0 ? (
        <Chart table={stores} chart={bars(1, 'vertical')} wide />
      ) : (
        <Box component="section" aria-label={stores.title} sx={{ flex: '1 1 320px' }}>
          <Typography component="h3" variant="subtitle1">
            {stores.title}
          </Typography>
          <Typography>{m.noPurchases}</Typography>
        </Box>
      )}
    </Box>
  );
}
