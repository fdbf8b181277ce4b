// The customer page's lists, each one page at a time: the statement (by type and period), ratings,
// contact messages, active sessions and the notices sent.
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  DateInput,
  FilterForm,
  Pagination,
  ReferenceManyField,
  SelectInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { LANCAMENTO_TIPOS } from '@fidelidade/domain/contracts/lancamento';
import type { ClienteAviso, ClienteMensagem, Lancamento } from '../../lib/support-types.ts';
import { formatDateTime } from '../../lib/formatters.ts';
import { InstantCol, MoneyCol } from '../../app/columns.tsx';
import { mayRead } from '../../lib/roles.ts';
import type { Papel } from '../../lib/types.ts';
import { MessageState } from '../mensagens/message-state.tsx';
import { OpenMessageLink } from '../mensagens/open-message-link.tsx';

const POR_PAGINA = 10;

function CustomerList({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <ReferenceManyField
      reference={reference}
      target="clienteId"
      perPage={POR_PAGINA}
      pagination={<Pagination rowsPerPageOptions={[POR_PAGINA]} />}
    >
      {children}
    </ReferenceManyField>
  );
}

function TipoName({ tipo }: { tipo: string }) {
  const translate = useTranslate();
  return <>{translate(`painel.lancamentos.${tipo}`)}</>;
}

const STATEMENT_FILTERS = [
  <SelectInput
    key="tipo"
    source="tipo"
    alwaysOn
    choices={LANCAMENTO_TIPOS.map((tipo) => ({ id: tipo, name: `painel.lancamentos.${tipo}` }))}
  />,
  <DateInput key="de" source="de" alwaysOn />,
  <DateInput key="ate" source="ate" alwaysOn />,
];

export function StatementTab() {
  return (
    <CustomerList reference="extrato">
      <FilterForm filters={STATEMENT_FILTERS} />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="dataHora" />
        <DataTable.Col
          source="tipo"
          disableSort
          render={(item: Lancamento) => <TipoName tipo={item.tipo} />}
        />
        <DataTable.Col
          source="loja"
          disableSort
          render={(item: Lancamento) => item.loja ?? item.descricao ?? ''}
        />
        <MoneyCol source="valorCentavos" />
        <MoneyCol source="cashbackCentavos" />
      </DataTable>
    </CustomerList>
  );
}

export function RatingsTab() {
  return (
    <CustomerList reference="avaliacoesCliente">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="criadaEm" />
        <DataTable.Col source="loja" disableSort />
        <DataTable.NumberCol source="estrelas" disableSort />
        <DataTable.Col source="comentario" disableSort />
      </DataTable>
    </CustomerList>
  );
}

/** The customer's messages, each subject a link to the message in the inbox for those who may read it. */
export function MessagesTab() {
  const { permissions } = usePermissions<Papel>();
  const inbox = mayRead(permissions, 'mensagens-contato');
  return (
    <CustomerList reference="mensagens">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="criadaEm" />
        <DataTable.Col
          source="assunto"
          disableSort
          render={(item: ClienteMensagem) =>
            inbox ? <OpenMessageLink mensagem={item} /> : item.assunto
          }
        />
        <DataTable.Col source="mensagem" disableSort />
        <DataTable.Col
          source="estado"
          disableSort
          render={(item: ClienteMensagem) => <MessageState estado={item.estado} />}
        />
      </DataTable>
    </CustomerList>
  );
}

export function SessionsTab() {
  return (
    <CustomerList reference="sessoes">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="tipo" disableSort />
        <InstantCol source="criadaEm" />
        <InstantCol source="expiraEm" />
      </DataTable>
    </CustomerList>
  );
}

function Channels({ canais }: { canais: ClienteAviso['canais'] }) {
  const translate = useTranslate();
  return (
    <>
      {canais.map((canal) => (
        <Chip
          key={canal}
          size="small"
          label={translate(`painel.avisos.canais.${canal}`)}
          sx={{ mr: 0.5 }}
        />
      ))}
    </>
  );
}

export function NoticesTab() {
  const translate = useTranslate();
  return (
    <CustomerList reference="avisos">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="evento"
          disableSort
          render={(item: ClienteAviso) => translate(`painel.avisos.${item.evento}`)}
        />
        <InstantCol source="criadoEm" />
        <DataTable.Col
          source="lidoEm"
          disableSort
          render={(item: ClienteAviso) =>
            item.lidoEm ? formatDateTime(item.lidoEm) : translate('painel.clientes.nao_lido')
          }
        />
        <DataTable.Col
          source="canais"
          disableSort
          render={(item: ClienteAviso) => <Channels canais={item.canais} />}
        />
      </DataTable>
    </CustomerList>
  );
}
