// The stores with the current month's purchases and volume; the administrator creates stores and
// rotates or revokes their keys from here.
import { Chip } from '@mui/material';
import { DataTable, List, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import { formatCentavos, formatDateTime } from '../../lib/formatters.ts';
import { mayWrite } from '../../lib/roles.ts';
import type { LojaPainel, Papel } from '../../lib/types.ts';
import { NewStoreButton } from './new-store-button.tsx';
import { StoreRowActions } from './store-row-actions.tsx';

function StoreStatus({ loja }: { loja: LojaPainel }) {
  const translate = useTranslate();
  if (loja.revogadaEm) {
    return (
      <Chip
        size="small"
        color="default"
        label={translate('painel.lojas.revogada', { data: formatDateTime(loja.revogadaEm) })}
      />
    );
  }
  return (
    <>
      <Chip size="small" color="success" label={translate('painel.lojas.ativa')} />
      {loja.chaveAnteriorValidaAte && (
        <div>
          {translate('painel.lojas.chave_anterior', {
            data: formatDateTime(loja.chaveAnteriorValidaAte),
          })}
        </div>
      )}
    </>
  );
}

export function StoresList() {
  const { permissions } = usePermissions<Papel>();
  const admin = mayWrite(permissions);
  return (
    <List
      exporter={false}
      empty={false}
      actions={<TopToolbar>{admin && <NewStoreButton />}</TopToolbar>}
      sort={{ field: 'nome', order: 'ASC' }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="nome" disableSort />
        <DataTable.Col
          source="criadaEm"
          disableSort
          render={(loja: LojaPainel) => formatDateTime(loja.criadaEm)}
        />
        <DataTable.Col
          source="situacao"
          disableSort
          render={(loja: LojaPainel) => <StoreStatus loja={loja} />}
        />
        <DataTable.NumberCol source="compras" disableSort />
        <DataTable.Col
          source="valorCentavos"
          disableSort
          align="right"
          render={(loja: LojaPainel) => formatCentavos(loja.valorCentavos)}
        />
        {admin && (
          <DataTable.Col label="painel.lojas.acoes" disableSort>
            <StoreRowActions />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
