// A store operator's "Compras": its own store's purchases by period, the buyer's CPF masked. Read
// only: a store's operator performs nothing in the console.
import { Chip } from '@mui/material';
import { DataTable, DateInput, List, useTranslate } from 'react-admin';
import type { CompraDaLoja } from '../../lib/support-types.ts';
import { InstantCol, MoneyCol } from '../../app/columns.tsx';

const FILTERS = [
  <DateInput key="de" source="de" alwaysOn />,
  <DateInput key="ate" source="ate" alwaysOn />,
];

function Cancelled({ compra }: { compra: CompraDaLoja }) {
  const translate = useTranslate();
  if (!compra.cancelada) return null;
  return <Chip size="small" label={translate('painel.loja.cancelada')} />;
}

export function StorePurchases() {
  return (
    <List exporter={false} empty={false} filters={FILTERS}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="ocorridaEm" />
        <DataTable.Col source="idCompraLoja" disableSort />
        <DataTable.Col source="cpfMascarado" disableSort />
        <MoneyCol source="valorCentavos" />
        <MoneyCol source="cashbackCentavos" />
        <DataTable.Col
          source="cancelada"
          disableSort
          render={(compra: CompraDaLoja) => <Cancelled compra={compra} />}
        />
      </DataTable>
    </List>
  );
}
