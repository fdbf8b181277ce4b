// Forced logout (spec points 4 and 8): a 401 or an answer that cannot be decrypted clears storage,
// goes to login and tells the customer why, once, however many calls fail together.
import { appMessages } from '@fidelidade/domain/messages';
import { showAlert } from './alerts.ts';
import { navigateTo } from './navigation.ts';
import { endSession } from './session-store.ts';

const LOGIN_PATH = '/login';

let alerting = false;

/**
 * Resolves once the login sheet has opened. Overlays stack in the order they are presented, so an
 * alert presented before it (its screen loads on demand) would end up under the sheet, out of reach.
 */
function loginSheetPresented(): Promise<void> {
  if (window.location.pathname === LOGIN_PATH) return Promise.resolve();
  return new Promise((resolve) => {
    const onPresented = () => {
      // A sheet still opening on the page being left does not count.
      if (window.location.pathname !== LOGIN_PATH) return;
      document.removeEventListener('ionModalDidPresent', onPresented);
      resolve();
    };
    document.addEventListener('ionModalDidPresent', onPresented);
  });
}

export function forceLogout(): void {
  const presented = loginSheetPresented();
  endSession();
  navigateTo(LOGIN_PATH, { replace: true });
  if (alerting) return;
  alerting = true;
  void presented
    .then(() =>
      showAlert({
        header: appMessages.sessionExpiredTitle,
        message: appMessages.sessionExpiredText,
        buttons: [{ text: 'OK', role: 'confirm' }],
        backdropDismiss: false,
      }),
    )
    .finally(() => {
      alerting = false;
    });
}
