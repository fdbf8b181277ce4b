// A contact message's state as a chip, in the inbox's words.
import { Chip } from '@mui/material';
import type { MensagemEstado } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';

// The theme's filled colours that keep white text readable; a message being handled is outlined.
const LOOK = {
  novo: { color: 'primary', variant: 'filled' },
  em_atendimento: { color: 'primary', variant: 'outlined' },
  respondido: { color: 'success', variant: 'filled' },
  arquivado: { color: 'default', variant: 'filled' },
} as const;

export function MessageState({ estado }: { estado: MensagemEstado }) {
  return <Chip size="small" {...LOOK[estado]} label={m.states[estado]} />;
}
