// The browser's Web Push (RFC 8030, 8291, 8292) through the app's service worker
// (pwa/service-worker.js shows what arrives): subscribe with the server's VAPID key, then hand the
// subscription's endpoint and keys to the API.
import { webPushSubscriptionSchema } from '@fidelidade/domain/contracts/avisos-inscricao';
import { fromBase64Url } from '@fidelidade/domain/crypto/base64url';
import { registerPushDevice, removePushDevice } from './device-calls.ts';
import type { PushDevice, PushOutcome } from './push-device.ts';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, when one is there (the built app registers it at start). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export const webPushDevice: PushDevice = {
  async enable(chavePublicaPush: string): Promise<PushOutcome> {
    if (!supported()) return 'unavailable';
    // Asked here, from the customer's tap, never when a screen loads.
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    if (!(await registration())) return 'unavailable';
    const worker = await navigator.serviceWorker.ready;
    let subscription: PushSubscription;
    try {
      subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: fromBase64Url(chavePublicaPush),
      });
    } catch {
      return 'unavailable';
    }
    const parsed = webPushSubscriptionSchema.safeParse(subscription.toJSON());
    if (!parsed.success || !(await registerPushDevice({ web: parsed.data }))) {
      await subscription.unsubscribe();
      return 'unavailable';
    }
    return 'subscribed';
  },

  async isReceiving(): Promise<boolean> {
    if (!supported() || Notification.permission !== 'granted') return false;
    return Boolean(await (await registration())?.pushManager.getSubscription());
  },

  async disable(): Promise<void> {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return;
    await removePushDevice(subscription.endpoint);
    await subscription.unsubscribe();
  },
};
