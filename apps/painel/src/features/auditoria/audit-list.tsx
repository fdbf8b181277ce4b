// The audit trail, searched by operator, action, entity, record and period, and exported as CSV with
// the same filters.
import { DataTable, DateInput, List, TextInput, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../app/export-csv-button.tsx';
import { formatDateTime } from '../../lib/formatters.ts';
import type { Auditoria } from '../../lib/types.ts';

const FILTERS = [
  <TextInput key="operadorId" source="operadorId" alwaysOn />,
  <TextInput key="acao" source="acao" alwaysOn />,
  <TextInput key="entidade" source="entidade" />,
  <TextInput key="registroId" source="registroId" />,
  <DateInput key="de" source="de" />,
  <DateInput key="ate" source="ate" />,
];

/** Long ids, actions and reasons break anywhere, so the table fits a tablet's width. */
const wrap = () => ({ overflowWrap: 'anywhere' }) as const;

export function AuditList() {
  return (
    <List
      exporter={false}
      empty={false}
      filters={FILTERS}
      actions={
        <TopToolbar>
          <ExportCsvButton resource="auditoria" />
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="criadoEm"
          disableSort
          render={(item: Auditoria) => formatDateTime(item.criadoEm)}
        />
        <DataTable.Col source="operadorNome" disableSort cellSx={wrap} />
        <DataTable.Col source="acao" disableSort cellSx={wrap} />
        <DataTable.Col source="entidade" disableSort />
        <DataTable.Col source="registroId" disableSort cellSx={wrap} />
        <DataTable.Col source="motivo" disableSort cellSx={wrap} />
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  );
}
