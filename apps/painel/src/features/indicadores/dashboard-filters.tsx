// The dashboard's month (this one and INDICADORES_MESES_MAX back) and, for administrador and
// financeiro, the store: all of them or one. A loja operator has no store to choose: the API gives it
// its own store's figures.
import { Box, MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { POR_PAGINA_MAX } from '@fidelidade/domain/contracts/painel/paginacao';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import type { LojaNome } from '@fidelidade/domain/contracts/painel/lojas';
import { STORE_NAMES } from '../../lib/data-provider.ts';
import { dashboardMonths } from './months.ts';

export interface DashboardFilter {
  mes: string;
  /** '' for every store. */
  lojaId: string;
}

/** The select's value for every store (an empty value would leave the select looking blank). */
const ALL_STORES = 'todas';
const FIELD = { width: 280, maxWidth: '100%' } as const;

/** The stores' names (a loja operator's own only); the select and the heading share one request. */
export function useStores(): LojaNome[] {
  const { data = [] } = useGetList<LojaNome>(STORE_NAMES, {
    pagination: { page: 1, perPage: POR_PAGINA_MAX },
  });
  return data;
}

function StoreSelect({ value, onChange }: { value: string; onChange: (lojaId: string) => void }) {
  const data = useStores();
  // Until the list arrives, a chosen store has no option to show yet.
  const known = value !== '' && data.some((loja) => loja.id === value);
  return (
    <TextField
      select
      size="small"
      label={m.store}
      value={known ? value : ALL_STORES}
      onChange={(event) => {
        onChange(event.target.value === ALL_STORES ? '' : event.target.value);
      }}
      sx={FIELD}
    >
      <MenuItem value={ALL_STORES}>{m.allStores}</MenuItem>
      {data.map((loja) => (
        <MenuItem key={loja.id} value={loja.id}>
          {loja.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function DashboardFilters({
  filter,
  choosesStore,
  onChange,
}: {
  filter: DashboardFilter;
  choosesStore: boolean;
  onChange: (filter: DashboardFilter) => void;
}) {
  const months = dashboardMonths(new Date());
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
      <TextField
        select
        size="small"
        label={m.month}
        value={filter.mes}
        onChange={(event) => {
          onChange({ ...filter, mes: event.target.value });
        }}
        sx={FIELD}
      >
        {months.map((month) => (
          <MenuItem key={month.id} value={month.id}>
            {month.name}
          </MenuItem>
        ))}
      </TextField>
      {choosesStore && (
        <StoreSelect
          value={filter.lojaId}
          onChange={(lojaId) => {
            onChange({ ...filter, lojaId });
          }}
        />
      )}
    </Box>
  );
}
