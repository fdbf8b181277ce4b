// "Registro de proteção de dados" (administrador; docs/decisions/0020-data-protection-register.md):
// every download, erasure and deactivation, by type, channel, period and the person's CPF (typed here,
// hashed by the API, the search itself audited), and the same search as a CSV file.
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CANAIS_REGISTRO, TIPOS_REGISTRO } from '@fidelidade/domain/contracts/painel/registro';
import { InstantCol } from '../../app/columns.tsx';
import { ExportCsvButton } from '../../app/export-csv-button.tsx';
import type { RegistroProtecaoDados } from '../../lib/types.ts';

const RESOURCE = 'registro-protecao-dados';

const choices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `painel.registro.${group}.${value}` }));

const FILTERS = [
  <TextInput key="cpf" source="cpf" alwaysOn helperText="painel.registro.cpf_ajuda" />,
  <SelectInput key="tipo" source="tipo" alwaysOn choices={choices('tipos', TIPOS_REGISTRO)} />,
  <SelectInput key="canal" source="canal" choices={choices('canais', CANAIS_REGISTRO)} />,
  <DateInput key="de" source="de" />,
  <DateInput key="ate" source="ate" />,
];

/** Ids and hashes break anywhere, so the table fits a tablet's width. */
const wrap = () => ({ overflowWrap: 'anywhere' }) as const;

function Translated({ group, value }: { group: string; value: string }) {
  return <>{useTranslate()(`painel.registro.${group}.${value}`)}</>;
}

function Cliente({ clienteId }: { clienteId: string | null }) {
  const translate = useTranslate();
  return <>{clienteId ?? translate('painel.registro.excluido')}</>;
}

export function RegisterList() {
  return (
    <List
      resource={RESOURCE}
      exporter={false}
      empty={false}
      filters={FILTERS}
      actions={
        <TopToolbar>
          <ExportCsvButton resource={RESOURCE} />
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="ocorridoEm" />
        <DataTable.Col
          source="tipo"
          disableSort
          render={(item: RegistroProtecaoDados) => <Translated group="tipos" value={item.tipo} />}
        />
        <DataTable.Col
          source="canal"
          disableSort
          render={(item: RegistroProtecaoDados) => <Translated group="canais" value={item.canal} />}
        />
        <DataTable.Col source="operadorNome" disableSort cellSx={wrap} />
        <DataTable.Col
          source="clienteId"
          disableSort
          cellSx={wrap}
          render={(item: RegistroProtecaoDados) => <Cliente clienteId={item.clienteId} />}
        />
        <DataTable.Col source="cpfHash" disableSort cellSx={wrap} />
      </DataTable>
    </List>
  );
}
