// "Clientes": a search by name (accents and case ignored), CPF, e-mail or phone; the list shows the
// personal data masked, and each name opens the customer's page.
import {
  DataTable,
  Link,
  List,
  TextInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { BUSCA_MIN } from '../../lib/data-provider.ts';
import type { ClienteResumo } from '../../lib/support-types.ts';
import { ActiveChip } from './active-chip.tsx';
import { InstantCol } from '../../app/columns.tsx';

const FILTERS = [
  <TextInput
    key="busca"
    source="busca"
    label="painel.clientes.busca"
    helperText="painel.clientes.busca_ajuda"
    alwaysOn
    resettable
  />,
];

function NoResults() {
  const translate = useTranslate();
  const busca = (useListContext().filterValues as { busca?: string }).busca ?? '';
  const key =
    busca.trim().length < BUSCA_MIN ? 'painel.clientes.busca_vazia' : 'painel.clientes.nenhum';
  return <Typography sx={{ p: 2 }}>{translate(key, { min: BUSCA_MIN })}</Typography>;
}

function NameLink({ cliente }: { cliente: ClienteResumo }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'clientes', id: cliente.id, type: 'show' })}>
      {cliente.nome}
    </Link>
  );
}

export function CustomersList() {
  return (
    <List exporter={false} empty={false} filters={FILTERS}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoResults />}>
        <DataTable.Col
          source="nome"
          disableSort
          render={(cliente: ClienteResumo) => <NameLink cliente={cliente} />}
        />
        <DataTable.Col source="cpfMascarado" disableSort />
        <DataTable.Col source="emailMascarado" disableSort />
        <DataTable.Col source="celularMascarado" disableSort />
        <DataTable.Col
          source="ativo"
          disableSort
          render={(cliente: ClienteResumo) => <ActiveChip ativo={cliente.ativo} />}
        />
        <InstantCol source="criadoEm" />
      </DataTable>
    </List>
  );
}
