// A "Fale conosco" message: who wrote it (contact points masked), the customer's page when it came
// with a session, the text, who handles it and its state, support's replies and the reply form.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Loading, Show, useCreatePath, useRecordContext } from 'react-admin';
import type { Mensagem } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { DetailItem } from '../../app/detail-item.tsx';
import { formatDateTime } from '../../lib/formatters.ts';
import { MessageHandling } from './message-handling.tsx';
import { MessageReplies } from './message-replies.tsx';
import { MessageState } from './message-state.tsx';

function Sender({ mensagem }: { mensagem: Mensagem }) {
  const createPath = useCreatePath();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <DetailItem label={m.receivedAt}>{formatDateTime(mensagem.criadaEm)}</DetailItem>
      <DetailItem label={m.sender}>{mensagem.nome}</DetailItem>
      <DetailItem label={m.email}>{mensagem.emailMascarado}</DetailItem>
      <DetailItem label={m.phone}>{mensagem.celularMascarado}</DetailItem>
      <DetailItem label={m.uf}>{mensagem.uf}</DetailItem>
      <DetailItem label={m.customer}>
        {mensagem.clienteId ? (
          <Link to={createPath({ resource: 'clientes', id: mensagem.clienteId, type: 'show' })}>
            {m.openCustomer}
          </Link>
        ) : (
          m.visitor
        )}
      </DetailItem>
    </Box>
  );
}

function MessageDetails() {
  const mensagem = useRecordContext<Mensagem>();
  // Until the message's own answer comes, the record may be the list's row, without its text.
  if (!mensagem || !('respostas' in mensagem)) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <MessageState estado={mensagem.estado} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Sender mensagem={mensagem} />
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {m.text}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mensagem.mensagem}
          </Typography>
        </CardContent>
      </Card>
      {/* Every change the controls save changes the state or the assignee: the controls then start
      again from the message as it now is. */}
      <MessageHandling
        key={`${mensagem.estado}:${mensagem.atribuidaA?.id ?? ''}`}
        mensagem={mensagem}
      />
      <MessageReplies mensagem={mensagem} />
    </Box>
  );
}

function MessageTitle() {
  const mensagem = useRecordContext<Mensagem>();
  return <>{m.messageTitle(mensagem?.assunto ?? '')}</>;
}

export function MessageShow() {
  return (
    <Show title={<MessageTitle />} actions={false}>
      <MessageDetails />
    </Show>
  );
}
