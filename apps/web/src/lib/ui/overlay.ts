// Presents an Ionic overlay (toast, alert, loading) created from code rather than JSX: the
// component's definition is loaded on first use, so none of them weighs on the home route.
import { alertController, loadingController, modalController } from '@ionic/core/components';

type OverlayTag = 'ion-toast' | 'ion-alert' | 'ion-loading';
type Definition = () => Promise<{ defineCustomElement: () => void }>;

const defined = new Set<OverlayTag>();

/** The kinds of overlay the app presents (no action sheets, popovers or pickers). */
const OVERLAY_CONTROLLERS = [modalController, alertController, loadingController];

export type PresentedOverlay = HTMLIonModalElement | HTMLIonAlertElement | HTMLIonLoadingElement;

/** Each kind's top presented overlay, as its controller reports it; none when nothing is open. */
export async function presentedOverlays(): Promise<PresentedOverlay[]> {
  const tops = await Promise.all(OVERLAY_CONTROLLERS.map((controller) => controller.getTop()));
  return tops.filter((overlay): overlay is PresentedOverlay => overlay !== undefined);
}

async function ensureDefined(tag: OverlayTag, load: Definition): Promise<void> {
  if (defined.has(tag)) return;
  (await load()).defineCustomElement();
  defined.add(tag);
}

/** Overlays go in ion-app, outside the view container that Ionic hides while one is open. */
function overlayHost(): HTMLElement {
  return document.querySelector('ion-app') ?? document.body;
}

/**
 * Ionic hides the page from assistive technology while an overlay is open, and looks again only when
 * one starts to close. When a sheet modal leaves with its route while the spinner is still fading
 * out, nobody looks again and the page would stay hidden (and unscrollable): so whenever one of these
 * overlays is gone, the page comes back if nothing else is open.
 */
async function revealPageIfNothingOpen(): Promise<void> {
  if ((await presentedOverlays()).length > 0) return;
  document.getElementById('ion-view-container-root')?.removeAttribute('aria-hidden');
  document.body.classList.remove('backdrop-no-scroll');
}

/** Creates, attaches and presents the overlay; it removes itself from the page once dismissed. */
export async function presentOverlay<K extends OverlayTag>(
  tag: K,
  load: Definition,
  props: Partial<HTMLElementTagNameMap[K]>,
): Promise<HTMLElementTagNameMap[K]> {
  await ensureDefined(tag, load);
  const element = Object.assign(document.createElement(tag), props);
  // Once its dismissal has finished (after didDismiss), Ionic moves an inline overlay back to where
  // it was created, so removing it at didDismiss would not last: it goes on the next task instead.
  element.addEventListener(
    'didDismiss',
    () => {
      setTimeout(() => {
        element.remove();
        void revealPageIfNothingOpen();
      }, 0);
    },
    { once: true },
  );
  overlayHost().appendChild(element);
  await element.present();
  return element;
}
