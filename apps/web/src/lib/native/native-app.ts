// What the native app sets up at start, each plugin in its own module. Loaded only when
// platform.ts saw the native runtime; Capacitor.isNativePlatform() confirms it.
import { Capacitor } from '@capacitor/core';
import { listenToBackButton } from './back-button.ts';
import { followKeyboard } from './keyboard.ts';
import { followTappedNotices } from './push-notifications.ts';
import { styleStatusBar } from './status-bar.ts';

export async function setUpNativeApp(): Promise<void> {
  if (!Capacitor.isNativePlatform()) return;
  await Promise.all([
    styleStatusBar(),
    listenToBackButton(),
    followKeyboard(),
    followTappedNotices(),
  ]);
}
