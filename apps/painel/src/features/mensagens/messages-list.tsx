// "Mensagens": every "Fale conosco" message, newest first, by state and by who handles it (mine,
// anyone's, nobody's); each opens the message's page.
import { DataTable, List, SelectInput } from 'react-admin';
import {
  ATRIBUICOES,
  MENSAGEM_ESTADOS,
  type MensagemResumo,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { InstantCol } from '../../app/columns.tsx';
import { MessageState } from './message-state.tsx';
import { OpenMessageLink } from './open-message-link.tsx';

const FILTERS = [
  <SelectInput
    key="estado"
    source="estado"
    label={m.state}
    alwaysOn
    emptyText={m.anyState}
    choices={MENSAGEM_ESTADOS.map((estado) => ({ id: estado, name: m.states[estado] }))}
  />,
  <SelectInput
    key="atribuicao"
    source="atribuicao"
    label={m.assignment}
    alwaysOn
    emptyText={m.assignments.todas}
    choices={ATRIBUICOES.filter((id) => id !== 'todas').map((id) => ({
      id,
      name: m.assignments[id],
    }))}
  />,
];

export function MessagesList() {
  return (
    <List title={m.title} exporter={false} empty={false} filters={FILTERS}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="criadaEm" label={m.receivedAt} />
        <DataTable.Col
          source="assunto"
          label={m.subject}
          disableSort
          render={(mensagem: MensagemResumo) => <OpenMessageLink mensagem={mensagem} />}
        />
        <DataTable.Col source="nome" label={m.sender} disableSort />
        <DataTable.Col source="emailMascarado" label={m.email} disableSort />
        <DataTable.Col
          source="estado"
          label={m.state}
          disableSort
          render={(mensagem: MensagemResumo) => <MessageState estado={mensagem.estado} />}
        />
        <DataTable.Col
          source="atribuidaA"
          label={m.assignment}
          disableSort
          render={(mensagem: MensagemResumo) => mensagem.atribuidaA?.nome ?? m.nobody}
        />
      </DataTable>
    </List>
  );
}
