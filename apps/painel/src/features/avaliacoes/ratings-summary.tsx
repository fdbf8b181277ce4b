// The summary above "Avaliações", for the list's filters: the average and count, and three charts
// (stars, stores, months), each drawn by Recharts for the eye and with its numbers in a table beside it
// for a screen reader or a copy.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { AvaliacoesResumo } from '@fidelidade/domain/contracts/painel/avaliacoes';
import { consoleRatingMessages as m } from '@fidelidade/domain/messages';
import { ChartWithTable, type ChartTableRow } from '../../app/chart-with-table.tsx';
import { callApi } from '../../lib/api-client.ts';
import { formatMonth } from '../../lib/formatters.ts';

const AVERAGE = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const COUNT = new Intl.NumberFormat('pt-BR');
const average = (media: number | null) => (media === null ? '—' : AVERAGE.format(media));

interface Row extends ChartTableRow {
  value: number;
}

const bars = (data: Row[]) => (
  <BarChart data={data} accessibilityLayer={false}>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" />
    <YAxis allowDecimals={false} />
    <Bar dataKey="value" fill="#1565c0" isAnimationActive={false} />
  </BarChart>
);

const averageBars = (data: Row[]) => (
  <BarChart data={data} accessibilityLayer={false}>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" />
    <YAxis domain={[0, 5]} />
    <Bar dataKey="value" fill="#2e7d32" isAnimationActive={false} />
  </BarChart>
);

const line = (data: Row[]) => (
  <LineChart data={data} accessibilityLayer={false}>
    <CartesianGrid strokeDasharray="3 3" />
    <XAxis dataKey="label" />
    <YAxis domain={[0, 5]} />
    <Line dataKey="value" stroke="#6a1b9a" connectNulls isAnimationActive={false} />
  </LineChart>
);

export function RatingsSummary() {
  const filterValues = useListContext().filterValues as Record<string, string>;
  const { data } = useQuery({
    queryKey: ['avaliacoes-resumo', filterValues],
    queryFn: () =>
      callApi<AvaliacoesResumo>('GET', '/avaliacoes/resumo', {
        query: filterValues,
      }),
  });
  if (!data) return null;
  return (
    <Card component="section" aria-label={m.summaryTitle} sx={{ m: 1 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {m.overall(average(data.media), COUNT.format(data.total))}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <ChartWithTable
            title={m.distributionTitle}
            chartLabel={m.chartOf(m.distributionTitle)}
            headers={[m.stars, m.count]}
            rows={data.distribuicao.map(({ estrelas, total }) => ({
              label: m.starsLabel(estrelas),
              value: total,
              cells: [COUNT.format(total)],
            }))}
            chart={bars}
          />
          <ChartWithTable
            title={m.perStoreTitle}
            chartLabel={m.chartOf(m.perStoreTitle)}
            headers={[m.store, m.average, m.count]}
            rows={data.lojas.map((loja) => ({
              label: loja.lojaNome,
              value: loja.media ?? 0,
              cells: [average(loja.media), COUNT.format(loja.total)],
            }))}
            chart={averageBars}
          />
          <ChartWithTable
            title={m.perMonthTitle}
            chartLabel={m.chartOf(m.perMonthTitle)}
            headers={[m.month, m.average, m.count]}
            rows={data.meses.map((mes) => ({
              label: formatMonth(mes.mes),
              value: mes.media ?? Number.NaN,
              cells: [average(mes.media), COUNT.format(mes.total)],
            }))}
            chart={line}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
