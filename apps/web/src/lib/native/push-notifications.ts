// Push in the Android/iOS app (@capacitor/push-notifications): the device's FCM/APNs token goes to
// the API, and tapping a notice opens the app on its path. Loaded only inside the native app.
import { Capacitor } from '@capacitor/core';
import { type Token, PushNotifications } from '@capacitor/push-notifications';
import { PUSH_PLATFORMS, type PushPlatform } from '@fidelidade/domain/contracts/avisos-inscricao';
import { navigateTo } from '../navigation.ts';
import { registerPushDevice, removePushDevice } from '../push/device-calls.ts';
import type { PushDevice, PushOutcome } from '../push/push-device.ts';
import { getItem, removeItem, setItem } from '../storage.ts';

function platform(): PushPlatform | undefined {
  const name = Capacitor.getPlatform();
  return PUSH_PLATFORMS.find((known) => known === name);
}

/** The token `register()` answers through the `registration` event, or null on its error event. */
function nextToken(): Promise<Token | null> {
  return new Promise((resolve) => {
    const handles = [
      PushNotifications.addListener('registration', (token) => {
        done(token);
      }),
      PushNotifications.addListener('registrationError', () => {
        done(null);
      }),
    ];
    function done(token: Token | null) {
      for (const handle of handles) void handle.then((listener) => listener.remove());
      resolve(token);
    }
  });
}

export const nativePushDevice: PushDevice = {
  async enable(): Promise<PushOutcome> {
    const plataforma = platform();
    if (!plataforma) return 'unavailable';
    const { receive } = await PushNotifications.requestPermissions();
    if (receive !== 'granted') return 'denied';
    const token = nextToken();
    await PushNotifications.register();
    const registered = await token;
    if (!registered) return 'unavailable';
    if (!(await registerPushDevice({ nativo: { token: registered.value, plataforma } }))) {
      return 'unavailable';
    }
    // The token names this device to the API: kept to remove it when push is turned off or at logout.
    setItem('token', registered.value);
    return 'subscribed';
  },

  isReceiving(): Promise<boolean> {
    return Promise.resolve(getItem('token') !== null);
  },

  async disable(): Promise<void> {
    const token = getItem('token');
    if (!token) return;
    removeItem('token');
    await removePushDevice(token);
    await PushNotifications.unregister();
  },
};

/** A tapped notice opens its path in the app (only app paths: the API writes them). */
export async function followTappedNotices(): Promise<void> {
  await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const url: unknown = (notification.data as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) navigateTo(url);
  });
}
