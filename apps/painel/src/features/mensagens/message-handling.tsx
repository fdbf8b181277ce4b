// Who handles a message and where it stands: "Atribuir a mim" (unless it is already the signed-in
// operator's) and the state, changed by a select and its button. Each answers the message as it now is.
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import {
  MENSAGEM_ESTADOS,
  type Mensagem,
  type MensagemEstado,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { currentSession } from '../../lib/session.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { atribuirMensagem, mudarEstadoMensagem } from './inbox-api.ts';

export function MessageHandling({ mensagem }: { mensagem: Mensagem }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [estado, setEstado] = useState<MensagemEstado>(mensagem.estado);
  const me = currentSession()?.operador.id;

  const act = async (call: () => Promise<Mensagem>, message: string) => {
    const changed = await run(call);
    if (!changed) return;
    setEstado(changed.estado);
    notify(message, { type: 'success', messageArgs: { _: message } });
    refresh();
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}
    >
      <Typography>
        {m.assignment}: {mensagem.atribuidaA?.nome ?? m.nobody}
      </Typography>
      {me && mensagem.atribuidaA?.id !== me && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            void act(() => atribuirMensagem(mensagem.id, me), m.assigned);
          }}
        >
          {m.assignToMe}
        </Button>
      )}
      <TextField
        select
        size="small"
        label={m.changeState}
        value={estado}
        sx={{ minWidth: 200 }}
        onChange={(event) => {
          setEstado(event.target.value as MensagemEstado);
        }}
      >
        {MENSAGEM_ESTADOS.map((option) => (
          <MenuItem key={option} value={option}>
            {m.states[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        disabled={busy || estado === mensagem.estado}
        onClick={() => {
          void act(() => mudarEstadoMensagem(mensagem.id, estado), m.stateChanged);
        }}
      >
        {m.saveState}
      </Button>
    </Stack>
  );
}
