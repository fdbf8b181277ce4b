// Login and registration end the same way (spec point 4): the customer is stored, the server's
// message shown, the session store updated (the menu follows) and the app lands on the statement.
import { useNavigate } from 'react-router';
import { type ApiResponse, isSuccess } from '../../../lib/api/envelope.ts';
import { setCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { AFTER_LOGIN_PATH } from '../../../lib/paths.ts';

/** Returns the handler for a login or registration answer; failures were already shown. */
export function useSignIn(): (response: ApiResponse<Cliente>) => void {
  const navigate = useNavigate();
  return (response) => {
    if (!isSuccess(response) || !response.data) return;
    // Navigating replaces the modal's route, which closes it.
    void navigate(AFTER_LOGIN_PATH, { replace: true });
    setCliente(response.data);
    if (response.message) void showToast(response.message, 'sucesso');
  };
}
