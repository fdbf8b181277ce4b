// The store a filter narrows to: searched by name on the server as the operator types, since a brand
// may have more stores than one page lists, with the chosen one read by its id. Empty: every store.
import { Autocomplete, TextField, type SxProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import type { LojaNome } from '@fidelidade/domain/contracts/painel/lojas';
import { consoleStoreMessages as m } from '@fidelidade/domain/messages';
import { STORE_NAMES, storeNameFilter } from '../../lib/data-provider.ts';

/** How long typing pauses before the stores are searched again. */
const SEARCH_DELAY_MS = 250;
const OPTIONS = 25;

/** The store with this id ('' for none), once its name has come. */
export function useStoreNamed(lojaId: string): LojaNome | undefined {
  const { data } = useGetMany<LojaNome>(
    STORE_NAMES,
    { ids: lojaId ? [lojaId] : [] },
    { enabled: lojaId !== '' },
  );
  return data?.find((loja) => loja.id === lojaId);
}

export function StoreAutocomplete({
  value,
  onChange,
  label,
  allStores,
  sx,
}: {
  /** The chosen store's id, or '' for every store. */
  value: string;
  onChange: (lojaId: string) => void;
  label: string;
  /** What the box says while no store is chosen. */
  allStores: string;
  sx?: SxProps;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);
  const { data = [], isPending } = useGetList<LojaNome>(STORE_NAMES, {
    pagination: { page: 1, perPage: OPTIONS },
    filter: storeNameFilter(search),
  });
  const chosen = useStoreNamed(value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={data}
      value={chosen}
      getOptionLabel={(loja) => loja.nome}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      // The server has filtered them already, accents and all.
      filterOptions={(options) => options}
      loading={isPending}
      onInputChange={(_event, text, reason) => {
        // Choosing a store writes its name in the box: the next search starts from every store.
        setTyped(reason === 'input' ? text : '');
      }}
      onChange={(_event, loja) => {
        onChange(loja?.id ?? '');
      }}
      noOptionsText={m.noStoreFound}
      loadingText={m.searchingStores}
      clearText={m.clearStore}
      openText={m.openStores}
      closeText={m.closeStores}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={allStores}
          // The label stays above the box, so that "every store" shows while none is chosen.
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
          }}
        />
      )}
      sx={sx}
    />
  );
}
