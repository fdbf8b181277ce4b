// The contact inbox's writes (contracts/painel/mensagens-contato.ts): each answers the message as it
// now is. The list and one message are read through the data provider (resource `mensagens-contato`).
import type {
  Mensagem,
  MensagemEstado,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { callApi } from '../../lib/api-client.ts';

export const INBOX = 'mensagens-contato';

export const atribuirMensagem = (id: string, operadorId: string | null) =>
  callApi<Mensagem>('POST', `/${INBOX}/${id}/atribuir`, { body: { operadorId } });

export const mudarEstadoMensagem = (id: string, estado: MensagemEstado) =>
  callApi<Mensagem>('POST', `/${INBOX}/${id}/estado`, { body: { estado } });

export const responderMensagem = (id: string, texto: string) =>
  callApi<Mensagem>('POST', `/${INBOX}/${id}/respostas`, { body: { texto } });
