// The dashboard's month (this one and INDICADORES_MESES_MAX back) and, for administrador and
// financeiro, the store: all of them or one. A loja operator has no store to choose: the API gives it
// its own store's figures.
import { Box, MenuItem, TextField } from '@mui/material';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { StoreAutocomplete } from '../lojas/store-autocomplete.tsx';
import { dashboardMonths } from './months.ts';

export interface DashboardFilter {
  mes: string;
  /** '' for every store. */
  lojaId: string;
}

const FIELD = { width: 280, maxWidth: '100%' } as const;

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
        <StoreAutocomplete
          value={filter.lojaId}
          label={m.store}
          allStores={m.allStores}
          onChange={(lojaId) => {
            onChange({ ...filter, lojaId });
          }}
          sx={FIELD}
        />
      )}
    </Box>
  );
}
