// Android's back button, one step per press: it closes what is open on top first (an alert,
// a sheet modal, the side menu), otherwise goes back in the app's history, and leaves the app only from
// the home screen. A screen opened with no history behind it (a link from outside) goes back to home.
// This is the only handler: ionic-setup.ts turns Ionic's own hardware back button handling off, which
// would otherwise act on the same press (Capacitor also fires the `backbutton` document event).
import { App } from '@capacitor/app';
import { navigateTo } from '../navigation.ts';

const HOME_PATH = '/home';
const HOME_PATHS = new Set(['/', HOME_PATH]);
const OVERLAYS = 'ion-modal, ion-alert, ion-action-sheet, ion-popover, ion-picker, ion-loading';

interface Overlay extends HTMLElement {
  backdropDismiss?: boolean;
  dismiss(data?: unknown, role?: string): Promise<boolean>;
}

/** The overlay presented last (Ionic appends overlays in order; hidden ones carry .overlay-hidden). */
function topOverlay(): Overlay | undefined {
  const open = [...document.querySelectorAll<Overlay>(OVERLAYS)].filter(
    (element) => !element.classList.contains('overlay-hidden'),
  );
  return open.at(-1);
}

interface Menu extends HTMLElement {
  close(): Promise<boolean>;
  isOpen(): Promise<boolean>;
}

/** Resolves once a menu that is sliding in or out has finished: true if it ended open. */
function settled(menu: Menu): Promise<boolean> {
  return new Promise((done) => {
    menu.addEventListener(
      'ionDidOpen',
      () => {
        done(true);
      },
      { once: true },
    );
    menu.addEventListener(
      'ionDidClose',
      () => {
        done(false);
      },
      { once: true },
    );
  });
}

/**
 * Closes the side menu when it is shown over the page (not beside it, in the split pane). One still
 * sliding in is closed once it is open, so the press never goes back in the page under it.
 */
async function closeShownMenu(): Promise<boolean> {
  const menu = [...document.querySelectorAll<Menu>('ion-menu')].find(
    (element) =>
      element.classList.contains('show-menu') && !element.classList.contains('menu-pane-visible'),
  );
  if (!menu) return false;
  if ((await menu.isOpen()) || (await settled(menu))) await menu.close();
  return true;
}

async function goBackOneStep(canGoBack: boolean): Promise<void> {
  const overlay = topOverlay();
  if (overlay) {
    // A route's sheet (SheetModal's data-route-sheet) closes by going back, as the browser's back
    // button does, so the page behind it is not left twice in the history.
    if (canGoBack && overlay.hasAttribute('data-route-sheet')) window.history.back();
    // One the customer may not dismiss (a loading spinner, an alert that needs an answer) stays.
    else if (overlay.backdropDismiss !== false) await overlay.dismiss(undefined, 'backdrop');
    return;
  }
  if (await closeShownMenu()) return;
  if (HOME_PATHS.has(window.location.pathname)) await App.exitApp();
  else if (canGoBack) window.history.back();
  else navigateTo(HOME_PATH, { replace: true });
}

export async function listenToBackButton(): Promise<void> {
  await App.addListener('backButton', ({ canGoBack }) => {
    void goBackOneStep(canGoBack);
  });
}
