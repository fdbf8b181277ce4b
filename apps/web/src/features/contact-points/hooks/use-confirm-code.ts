// Confirming a code (DESIGN decision 19): the server answers the customer with the address proven or
// changed, which replaces the stored one, and its message shows as a success toast. A wrong, expired
// or dead code is the server's message, toasted by the API client.
import { isSuccess } from '../../../lib/api/envelope.ts';
import { getCliente, storeAnsweredCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useConfirmContact } from '../api/confirm-contact.ts';

/** `confirm` resolves true once the code was accepted and the customer stored. */
export function useConfirmCode() {
  const call = useConfirmContact();
  const confirm = async (codigo: string): Promise<boolean> => {
    const jwt = getCliente()?.jwt;
    if (!jwt) return false;
    const response = await call.mutateAsync({ jwt, codigo });
    if (!isSuccess(response) || !response.data) return false;
    storeAnsweredCliente(response.data);
    if (response.message) void showToast(response.message, 'sucesso');
    return true;
  };
  return { confirm, confirming: call.isPending };
}
