// Logout confirmation (spec points 2 and 4): 'Você deseja sair?' with 'Sair' and 'Cancelar'.
// Confirming revokes the session on the server (best effort), clears local storage, says 'Faça login
// para continuar' (type erro) and goes home; the session store tells the menu. This device stops
// receiving the customer's push notices first, while the session can still say whose they are, so the
// next person signed in here does not get them (DESIGN decision 17).
import { appMessages } from '@fidelidade/domain/messages';
import { useLeaveSession } from '../../../lib/leave-session.ts';
import { forgetPushDevice } from '../../../lib/push/push-device.ts';
import { showToast } from '../../../lib/toasts.ts';
import { ConfirmSheet } from '../../../lib/ui/confirm-sheet.tsx';
import { useLogout } from '../api/logout.ts';
import { HOME_PATH } from '../../../lib/paths.ts';

export function LogoutScreen() {
  const leaveSession = useLeaveSession();
  const logoutCall = useLogout();
  const logout = async () => {
    // The calls need the stored jwt, so storage is cleared only once they have answered.
    await forgetPushDevice();
    await logoutCall.mutateAsync();
    leaveSession(HOME_PATH);
    void showToast(appMessages.loginToContinue, 'erro');
  };
  return (
    <ConfirmSheet
      title="Sair da conta"
      question={appMessages.logoutQuestion}
      confirmLabel="Sair"
      onConfirm={logout}
    />
  );
}
