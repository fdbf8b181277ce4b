// Who handles a message and where it stands: "Atribuir a mim" (unless it is already the signed-in
// operator's), any support or admin operator (or nobody) chosen in a select and saved by its button,
// and the state, changed the same way. Each answers the message as it now is.
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import {
  MENSAGEM_ESTADOS,
  type Mensagem,
  type MensagemEstado,
  type OperadorRef,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { POR_PAGINA_MAX } from '@fidelidade/domain/contracts/painel/paginacao';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import { INBOX_HANDLERS } from '../../lib/data-provider.ts';
import { currentSession } from '../../lib/session.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { atribuirMensagem, mudarEstadoMensagem } from './inbox-api.ts';

/** The select's value for nobody (an empty value would leave the select looking blank). */
const NOBODY = 'ninguem';

function useHandlers(current: OperadorRef | null): OperadorRef[] {
  const { data = [] } = useGetList<OperadorRef>(INBOX_HANDLERS, {
    pagination: { page: 1, perPage: POR_PAGINA_MAX },
  });
  // A message may still be with an operator who has since left the inbox's roles.
  const listed = current === null || data.some((operador) => operador.id === current.id);
  return listed ? data : [current, ...data];
}

export function MessageHandling({ mensagem }: { mensagem: Mensagem }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [estado, setEstado] = useState<MensagemEstado>(mensagem.estado);
  const [responsavel, setResponsavel] = useState(mensagem.atribuidaA?.id ?? NOBODY);
  const handlers = useHandlers(mensagem.atribuidaA);
  const me = currentSession()?.operador.id;

  const act = async (call: () => Promise<Mensagem>, message: string) => {
    const changed = await run(call);
    if (!changed) return;
    notify(message, { type: 'success', messageArgs: { _: message } });
    refresh();
  };
  const assign = (operadorId: string | null) => {
    void act(
      () => atribuirMensagem(mensagem.id, operadorId),
      operadorId === null ? m.unassigned : m.assigned,
    );
  };

  return (
    <Stack useFlexGap sx={{ gap: 2, my: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography>
          {m.assignment}: {mensagem.atribuidaA?.nome ?? m.nobody}
        </Typography>
        {me && mensagem.atribuidaA?.id !== me && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => {
              assign(me);
            }}
          >
            {m.assignToMe}
          </Button>
        )}
        <TextField
          select
          size="small"
          label={m.assignTo}
          value={responsavel}
          sx={{ minWidth: 240, maxWidth: '100%' }}
          onChange={(event) => {
            setResponsavel(event.target.value);
          }}
        >
          <MenuItem value={NOBODY}>{m.nobody}</MenuItem>
          {handlers.map((operador) => (
            <MenuItem key={operador.id} value={operador.id}>
              {operador.nome}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={busy || responsavel === (mensagem.atribuidaA?.id ?? NOBODY)}
          onClick={() => {
            assign(responsavel === NOBODY ? null : responsavel);
          }}
        >
          {m.saveAssignment}
        </Button>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
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
    </Stack>
  );
}
