// "Ajustes": the manual adjustments, those waiting for approval first (the list opens on them); an
// administrador or financeiro approves or rejects another operator's waiting adjustment with a reason.
import { Chip } from '@mui/material';
import { DataTable, Link, List, SelectInput, useCreatePath, useTranslate } from 'react-admin';
import { AJUSTE_ESTADOS, type Ajuste } from '../../lib/support-types.ts';
import { AdjustmentDecision } from './adjustment-decision.tsx';
import { formatCentavos } from '../../lib/formatters.ts';
import { InstantCol } from '../../app/columns.tsx';

const FILTERS = [
  <SelectInput
    key="estado"
    source="estado"
    alwaysOn
    choices={AJUSTE_ESTADOS.map((estado) => ({
      id: estado,
      name: `painel.ajustes.estados.${estado}`,
    }))}
  />,
];

function State({ ajuste }: { ajuste: Ajuste }) {
  const translate = useTranslate();
  const color = {
    aguardando_aprovacao: 'primary',
    aplicado: 'success',
    rejeitado: 'default',
  } as const;
  return (
    <Chip
      size="small"
      color={color[ajuste.estado]}
      label={translate(`painel.ajustes.estados.${ajuste.estado}`)}
    />
  );
}

function Amount({ ajuste }: { ajuste: Ajuste }) {
  const translate = useTranslate();
  return (
    <>
      {translate(`painel.ajustes.tipos.${ajuste.tipo}`)}: {formatCentavos(ajuste.valorCentavos)}
    </>
  );
}

function CustomerLink({ ajuste }: { ajuste: Ajuste }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'clientes', id: ajuste.clienteId, type: 'show' })}>
      {translate('painel.ajustes.ver_cliente')}
    </Link>
  );
}

export function AdjustmentsList() {
  return (
    <List
      exporter={false}
      empty={false}
      filters={FILTERS}
      filterDefaultValues={{ estado: 'aguardando_aprovacao' }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="criadoEm" />
        <DataTable.Col
          source="valorCentavos"
          disableSort
          render={(ajuste: Ajuste) => <Amount ajuste={ajuste} />}
        />
        <DataTable.Col source="motivoPublico" disableSort />
        <DataTable.Col source="motivo" disableSort />
        <DataTable.Col
          source="criadoPor"
          disableSort
          render={(ajuste: Ajuste) => ajuste.criadoPor.nome}
        />
        <DataTable.Col
          source="estado"
          disableSort
          render={(ajuste: Ajuste) => <State ajuste={ajuste} />}
        />
        <DataTable.Col
          source="clienteId"
          disableSort
          render={(ajuste: Ajuste) => <CustomerLink ajuste={ajuste} />}
        />
        <DataTable.Col label="painel.ajustes.decisao" disableSort>
          <AdjustmentDecision />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
