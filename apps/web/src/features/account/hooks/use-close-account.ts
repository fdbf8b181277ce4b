// Deactivation and deletion end the same way (spec points 2 and 4, DESIGN decision 7): local storage
// cleared, the server's message shown, back at home with every modal closed. A failure shows nothing.
import { isSuccess } from '../../../lib/api/envelope.ts';
import { useLeaveSession } from '../../../lib/leave-session.ts';
import { getCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useDeactivateAccount } from '../api/deactivate-account.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { HOME_PATH } from '../../../lib/paths.ts';

export type CloseAccountKind = 'desativar' | 'excluir';

export function useCloseAccount(kind: CloseAccountKind): () => Promise<void> {
  const leaveSession = useLeaveSession();
  const deactivate = useDeactivateAccount();
  const remove = useDeleteAccount();
  return async () => {
    const jwt = getCliente()?.jwt;
    if (!jwt) return;
    const call = kind === 'desativar' ? deactivate : remove;
    const response = await call.mutateAsync({ jwt });
    if (!isSuccess(response)) return;
    // Leaving the route closes the account modals over it (both of them, spec point 2).
    leaveSession(HOME_PATH);
    if (response.message) void showToast(response.message, 'sucesso', { prolonged: true });
  };
}
