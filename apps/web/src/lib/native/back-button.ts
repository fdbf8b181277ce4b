// Android's back button, one step per press: it closes what is open on top first (an alert,
// a sheet modal, the side menu), otherwise goes back in the app's history, and leaves the app only from
// the home screen. A screen opened with no history behind it (a link from outside) goes back to home.
// This is the only handler: ionic-setup.ts turns Ionic's own hardware back button handling off, which
// would otherwise act on the same press (Capacitor also fires the `backbutton` document event).
import { App } from '@capacitor/app';
import { menuController } from '@ionic/core/components';
import { navigateTo } from '../navigation.ts';
import { HOME_PATH } from '../paths.ts';
import { presentedOverlays, type PresentedOverlay } from '../ui/overlay.ts';

const HOME_PATHS = new Set(['/', HOME_PATH]);

/** Whether `a` comes before `b` in the page. */
const before = (a: Node, b: Node) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The overlay presented last: each kind's top one, as its controller reports it, and the last of
 * those in the page (Ionic appends overlays to the app in the order they are presented).
 */
async function topOverlay(): Promise<PresentedOverlay | undefined> {
  return (await presentedOverlays()).reduce<PresentedOverlay | undefined>(
    (last, overlay) => (last && before(overlay, last) ? last : overlay),
    undefined,
  );
}

/** Resolves once a menu that is sliding in or out has finished: true if it ended open. */
function settled(menu: HTMLIonMenuElement): Promise<boolean> {
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
 * Closes the side menu when it is shown over the page (beside it, in the split pane, a menu is never
 * open). One still sliding in is closed once it is open, so the press never goes back in the page
 * under it.
 */
async function closeShownMenu(): Promise<boolean> {
  const menu = await menuController.get();
  if (!menu) return false;
  if (await menu.isOpen()) {
    await menu.close();
    return true;
  }
  if (!(await menuController.isAnimating())) return false;
  if (await settled(menu)) await menu.close();
  return true;
}

async function goBackOneStep(canGoBack: boolean): Promise<void> {
  const overlay = await topOverlay();
  if (overlay) {
    // A route's sheet (SheetModal's data-route-sheet) closes by going back, as the browser's back
    // button does, so the page behind it is not left twice in the history.
    if (canGoBack && overlay.hasAttribute('data-route-sheet')) window.history.back();
    // One the customer may not dismiss (a loading spinner, an alert that needs an answer) stays.
    else if (overlay.backdropDismiss) await overlay.dismiss(undefined, 'backdrop');
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
