// Asking for a code that proves the session's own e-mail or phone (DESIGN decision 19). The server's
// answer says where it went; an address already confirmed (on another device, say) brings the stored
// customer up to date, so the banner and the rows stop asking.
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { useState } from 'react';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { refreshCliente } from '../../../lib/session-refresh.ts';
import { getCliente } from '../../../lib/session-store.ts';
import { useSendConfirmation } from '../api/send-confirmation.ts';

export function useSendConfirmationCode(canal: CodeChannel) {
  const call = useSendConfirmation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  /** Resolves true when the address turned out to be confirmed already: nothing is left to do. */
  const send = async (): Promise<boolean> => {
    const jwt = getCliente()?.jwt;
    if (!jwt) return false;
    const response = await call.mutateAsync({ jwt, tipo: canal });
    if (isSuccess(response)) setSentMessage(response.message);
    if (response.responseCode !== 409) return false;
    await refreshCliente();
    return true;
  };
  return { send, sending: call.isPending, sentMessage };
}
