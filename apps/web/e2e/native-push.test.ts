// Push in the Android app (@capacitor/push-notifications): turning push on asks the system's
// permission on the tap, registers the device and sends its token to the API, which keeps it as the
// customer's native device; tapping a delivered notice opens the app on its path. Android's side is
// the project's double (support/native-bridge.ts): it allows notifications, and the test plays the
// token and the tap the system would send.
import { describe, expect, it } from 'vitest';
import { noticeMessages } from '@fidelidade/domain/messages';
import { expectToast, openSheet } from './account-pages.ts';
import { customerOnStatement } from './loyalty-pages.ts';
import { useBrowserPage } from '@fidelidade/test-kit/browser';
import {
  fireNativeEvent,
  nativeCalls,
  runAsAndroidApp,
  waitForNativeListener,
} from './support/native-bridge.ts';
import { pathnameOf, waitForTitle } from './shell-pages.ts';

const pushCalls = async (page: Parameters<typeof nativeCalls>[0]) =>
  (await nativeCalls(page))
    .filter((call) => call.plugin === 'PushNotifications' && call.method !== 'addListener')
    .map((call) => call.method);

describe('Android app: native push (phone)', () => {
  const session = useBrowserPage('phone');

  it('registers the device on the tap, sends its token, and opens a tapped notice', async () => {
    const { page } = session;
    await runAsAndroidApp(page);
    await customerOnStatement(page);
    await waitForNativeListener(page, 'PushNotifications', 'pushNotificationActionPerformed');
    // Nothing is asked of the system before the customer taps.
    expect(await pushCalls(page)).toEqual([]);

    const sheet = await openSheet(page, '/notificacoes', 'Notificações');
    await sheet.getByRole('button', { name: 'Receber push neste aparelho' }).click();
    await waitForNativeListener(page, 'PushNotifications', 'registration');
    await expect.poll(() => pushCalls(page)).toEqual(['requestPermissions', 'register']);
    const token = `fcm-e2e-${String(Date.now())}`;
    await fireNativeEvent(page, 'PushNotifications', 'registration', { value: token });
    await expectToast(page, noticeMessages.deviceSaved);
    await sheet.getByRole('button', { name: 'Receber push neste aparelho' }).waitFor({
      state: 'detached',
    });

    await fireNativeEvent(page, 'PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { url: '/avisos' } },
    });
    await waitForTitle(page, 'Avisos');
    expect(pathnameOf(page)).toBe('/avisos');
  });
});
