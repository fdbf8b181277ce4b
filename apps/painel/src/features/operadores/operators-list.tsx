import { DataTable, List } from 'react-admin';
import { formatDateTime } from '../../lib/formatters.ts';
import type { Operador } from '../../lib/types.ts';
import { RoleName, YesNo } from './role-name.tsx';

export function OperatorsList() {
  return (
    <List exporter={false} empty={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="nome" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col
          source="papel"
          disableSort
          render={(operador: Operador) => <RoleName papel={operador.papel} />}
        />
        <DataTable.Col source="lojaId" disableSort />
        <DataTable.Col
          source="ativo"
          disableSort
          render={(o: Operador) => <YesNo value={o.ativo} />}
        />
        <DataTable.Col
          source="totpAtivo"
          disableSort
          render={(o: Operador) => <YesNo value={o.totpAtivo} />}
        />
        <DataTable.Col
          source="criadoEm"
          disableSort
          render={(operador: Operador) => formatDateTime(operador.criadoEm)}
        />
      </DataTable>
    </List>
  );
}
