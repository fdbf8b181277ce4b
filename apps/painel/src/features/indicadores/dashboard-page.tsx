// "Indicadores": the programme's figures for one São Paulo month (this one unless chosen), the whole
// programme or one store (a loja operator: always its own), as cards, charts and tables, every table
// downloadable as CSV. The month and the store live in the address, so a reload or a shared link keeps
// them.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { indicadoresCall, type Indicadores } from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { callApi } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/formatters.ts';
import type { Papel } from '../../lib/types.ts';
import { CsvButton } from './csv-button.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { useStoreNamed } from '../lojas/store-autocomplete.tsx';
import { DashboardFilters, type DashboardFilter } from './dashboard-filters.tsx';
import { figureGroups, figuresTable } from './dashboard-tables.ts';
import { FigureCards } from './figure-cards.tsx';
import { monthName } from './months.ts';

function useFilter(): [DashboardFilter, (filter: DashboardFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    mes: params.get('mes') ?? monthKey(new Date()),
    lojaId: params.get('lojaId') ?? '',
  };
  const change = ({ mes, lojaId }: DashboardFilter) => {
    setParams(lojaId ? { mes, lojaId } : { mes }, { replace: true });
  };
  return [filter, change];
}

/**
 * Whose figures these are: every store's, or the store's name read by its id (the ranking names it
 * too once it has sold; "Sua loja" while neither has answered).
 */
function useStoreName(indicadores: Indicadores): string {
  const { lojaId } = indicadores;
  const store = useStoreNamed(lojaId ?? '');
  if (lojaId === null) return m.allStores;
  const ranked = indicadores.lojasDestaque.find((loja) => loja.lojaId === lojaId);
  return store?.nome ?? ranked?.lojaNome ?? m.ownStore;
}

function DashboardContent({ indicadores }: { indicadores: Indicadores }) {
  const withStore = indicadores.lojaId !== null;
  const lojaNome = useStoreName(indicadores);
  return (
    <Box component="section" aria-labelledby="indicadores-titulo">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="indicadores-titulo" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {m.heading(monthName(indicadores.mes), lojaNome)}
        </Typography>
        <CsvButton table={figuresTable(indicadores, lojaNome)} />
      </Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {m.updatedAt(formatDateTime(indicadores.atualizadoEm))}
      </Typography>
      {withStore && (
        <Alert severity="info" sx={{ my: 2 }}>
          {m.storeFigures}
        </Alert>
      )}
      <FigureCards groups={figureGroups(indicadores)} withStore={withStore} />
      <Box sx={{ mt: 3 }}>
        <DashboardCharts indicadores={indicadores} />
      </Box>
    </Box>
  );
}

export function DashboardPage() {
  const { permissions } = usePermissions<Papel>();
  const [filter, setFilter] = useFilter();
  const choosesStore = permissions === 'administrador' || permissions === 'financeiro';
  const query = {
    mes: filter.mes,
    ...(filter.lojaId && choosesStore ? { lojaId: filter.lojaId } : {}),
  };
  const { data, error } = useQuery({
    queryKey: ['indicadores', query],
    queryFn: () => callApi<Indicadores>(indicadoresCall.method, indicadoresCall.path, { query }),
    enabled: permissions !== undefined,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={m.menu} />
      <CardContent>
        <DashboardFilters filter={filter} choosesStore={choosesStore} onChange={setFilter} />
        {error ? (
          <Alert severity="error">{error.message || m.failed}</Alert>
        ) : data ? (
          <DashboardContent indicadores={data} />
        ) : (
          <Loading />
        )}
      </CardContent>
    </Card>
  );
}
