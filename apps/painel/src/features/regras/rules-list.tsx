// The programme rules' versions, each with its start month; the one in force is marked.
import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { formatMonth } from '../../lib/formatters.ts';
import { mayWrite } from '../../lib/roles.ts';
import type { Papel, VersaoRegras } from '../../lib/types.ts';

function VersionStatus({ versao }: { versao: VersaoRegras }) {
  const translate = useTranslate();
  if (versao.vigente) {
    return <Chip size="small" color="success" label={translate('painel.regras.em_vigor')} />;
  }
  return null;
}

function Counted({ messageKey, count }: { messageKey: string; count: number }) {
  return <>{useTranslate()(messageKey, { smart_count: count })}</>;
}

export function RulesList() {
  const { permissions } = usePermissions<Papel>();
  return (
    <List
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          {mayWrite(permissions) && <CreateButton label="painel.regras.nova" />}
        </TopToolbar>
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="inicio"
          label="painel.regras.colunas.inicio"
          disableSort
          render={(versao: VersaoRegras) => formatMonth(versao.inicio)}
        />
        <DataTable.Col
          source="vigente"
          disableSort
          render={(versao: VersaoRegras) => <VersionStatus versao={versao} />}
        />
        <DataTable.Col
          source="taxas"
          label="painel.regras.colunas.taxas"
          disableSort
          render={(versao: VersaoRegras) =>
            versao.taxas.map((taxa) => `${String(taxa)}%`).join(', ')
          }
        />
        <DataTable.Col
          source="niveis"
          label="painel.regras.colunas.niveis"
          disableSort
          render={(versao: VersaoRegras) => versao.niveis.join(', ')}
        />
        <DataTable.Col
          source="carencia"
          label="painel.regras.colunas.carencia"
          disableSort
          render={(versao: VersaoRegras) => (
            <Counted messageKey="painel.regras.dias" count={versao.carencia} />
          )}
        />
        <DataTable.Col
          source="validade"
          label="painel.regras.colunas.validade"
          disableSort
          render={(versao: VersaoRegras) => (
            <Counted messageKey="painel.regras.meses" count={versao.validade} />
          )}
        />
      </DataTable>
    </List>
  );
}
