// A chart and, beside it, the table of its numbers: Recharts draws for the eye, the table serves a
// screen reader or a copy, and the chart is an image named after it. A table too wide to sit beside
// its chart goes below it.
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ResponsiveContainer } from 'recharts';

export interface ChartTableRow {
  label: string;
  /** The table's cells after the label. */
  cells: readonly string[];
}

export function ChartWithTable<Row extends ChartTableRow>({
  title,
  chartLabel,
  headers,
  rows,
  chart,
  actions,
  wide = false,
}: {
  title: string;
  /** The chart image's accessible name. */
  chartLabel: string;
  headers: readonly string[];
  rows: Row[];
  chart: (data: Row[]) => ReactNode;
  /** Beside the title (a download button). */
  actions?: ReactNode;
  /** The whole row's width, the table below the chart: a table of many rows or columns. */
  wide?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ flex: wide ? '1 1 100%' : '1 1 320px', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box
          role="img"
          aria-label={chartLabel}
          sx={{ flex: '1 1 220px', height: 180, minWidth: 0 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            {chart(rows)}
          </ResponsiveContainer>
        </Box>
        <Table
          size="small"
          aria-label={title}
          sx={{ flex: wide ? '1 1 100%' : '1 1 180px', width: 'auto' }}
        >
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
