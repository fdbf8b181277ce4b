// Support's replies to a message, oldest first, and the form that sends one: it goes by e-mail to
// the sender, with support's address to answer to and a copy there; the message becomes answered.
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { RESPOSTA_MAX, type Mensagem } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { formatDateTime } from '../../lib/formatters.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { responderMensagem } from './inbox-api.ts';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function MessageReplies({ mensagem }: { mensagem: Mensagem }) {
  return (
    <Box component="section" aria-labelledby="respostas-titulo" sx={{ mt: 3 }}>
      <Typography id="respostas-titulo" component="h2" variant="h6">
        {m.replies}
      </Typography>
      {mensagem.respostas.length === 0 ? (
        <Typography sx={{ my: 1 }}>{m.noReplies}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {mensagem.respostas.map((resposta) => (
            <Paper component="li" variant="outlined" key={resposta.id} sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {m.repliedBy(
                  resposta.operadorNome ?? m.formerOperator,
                  formatDateTime(resposta.enviadaEm),
                )}
              </Typography>
              <Typography sx={TEXT}>{resposta.texto}</Typography>
            </Paper>
          ))}
        </Stack>
      )}
      <ReplyForm id={mensagem.id} />
    </Box>
  );
}

function ReplyForm({ id }: { id: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string>();

  const send = async () => {
    const trimmed = texto.trim();
    const problem = trimmed === '' ? m.replyRequired : undefined;
    setError(problem);
    if (problem) return;
    const replied = await run(() => responderMensagem(id, trimmed));
    if (!replied) return;
    setTexto('');
    notify(m.replied, { type: 'success', messageArgs: { _: m.replied } });
    refresh();
  };

  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 2, maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        label={m.replyLabel}
        value={texto}
        multiline
        minRows={4}
        fullWidth
        required
        error={error !== undefined}
        helperText={error ?? m.replyHelp}
        slotProps={{ htmlInput: { maxLength: RESPOSTA_MAX } }}
        onChange={(event) => {
          setTexto(event.target.value);
        }}
      />
      <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy} sx={{ mt: 1 }}>
        {m.send}
      </Button>
    </Box>
  );
}
