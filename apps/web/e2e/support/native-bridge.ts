// The Android side of Capacitor, which cannot run on these machines (no Android SDK), replaced by what
// the Android runtime puts in the web view before the page's scripts: `window.androidBridge` and
// `window.Capacitor` with the native plugins' headers. Plugin calls are recorded and resolved; listeners
// are kept, so a test can fire native events. The back button is pressed as AppPlugin.java does it:
// with a `backButton` listener, the listeners get `{canGoBack}` (the web view's history) and then the
// `backbutton` document event fires; without one, the web view goes back by itself.
import type { Page } from 'playwright-core';

export interface NativeCall {
  plugin: string;
  method: string;
  options: unknown;
}

interface NativeBridgeDouble {
  calls: NativeCall[];
  fire(plugin: string, eventName: string, data: unknown): void;
  pressBackButton(): void;
}

type TestWindow = Window & { nativeBridgeDouble: NativeBridgeDouble };

/**
 * What Android's runtime defines before the page's scripts, as a script text (a function handed to
 * addInitScript would carry the test transpiler's helpers into the page).
 */
const ANDROID_RUNTIME = `(() => {
  const calls = [];
  const listeners = new Map();
  const promise = (name) => ({ name, rtype: 'promise' });
  const withListeners = (name, methods) => ({
    name,
    methods: [{ name: 'addListener', rtype: 'callback' }, promise('removeListener'), ...methods.map(promise)],
  });
  const fire = (plugin, eventName, data) => {
    for (const listener of listeners.get(plugin + '.' + eventName) ?? []) listener(data);
  };
  // What the native side answers where the app reads the answer: the person allows notifications.
  const answers = {
    'PushNotifications.requestPermissions': { receive: 'granted' },
    'PushNotifications.checkPermissions': { receive: 'granted' },
  };
  // The web view's history, as WebView.canGoBack() sees it.
  const canGoBack = () => window.navigation?.canGoBack ?? false;
  window.androidBridge = { postMessage: () => undefined };
  window.Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => 'android',
    PluginHeaders: [
      withListeners('App', ['exitApp', 'getInfo', 'getState']),
      withListeners('StatusBar', ['setStyle', 'setBackgroundColor', 'setOverlaysWebView']),
      withListeners('Keyboard', ['show', 'hide', 'setResizeMode', 'getResizeMode']),
      withListeners('PushNotifications', [
        'register',
        'unregister',
        'checkPermissions',
        'requestPermissions',
        'removeAllListeners',
      ]),
    ],
    nativePromise(plugin, method, options) {
      calls.push({ plugin, method, options });
      return Promise.resolve(answers[plugin + '.' + method]);
    },
    nativeCallback(plugin, method, options, callback) {
      calls.push({ plugin, method, options });
      const key = plugin + '.' + options.eventName;
      listeners.set(key, [...(listeners.get(key) ?? []), callback]);
      return String(calls.length);
    },
  };
  window.nativeBridgeDouble = {
    calls,
    fire,
    pressBackButton() {
      if ((listeners.get('App.backButton') ?? []).length === 0) {
        window.history.back();
        return;
      }
      fire('App', 'backButton', { canGoBack: canGoBack() });
      document.dispatchEvent(new Event('backbutton'));
    },
  };
})();`;

/** Makes the page run as it does inside the Android app (call before the first navigation). */
export async function runAsAndroidApp(page: Page): Promise<void> {
  await page.addInitScript({ content: ANDROID_RUNTIME });
}

export function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as TestWindow).nativeBridgeDouble.calls);
}

/** Waits until the app has registered a listener for a native event. */
export async function waitForNativeListener(page: Page, plugin: string, eventName: string) {
  await page.waitForFunction(
    ([plugin, eventName]) =>
      (window as unknown as TestWindow).nativeBridgeDouble.calls.some(
        (call) =>
          call.plugin === plugin &&
          call.method === 'addListener' &&
          (call.options as { eventName?: string }).eventName === eventName,
      ),
    [plugin, eventName] as const,
  );
}

export async function pressBackButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as TestWindow).nativeBridgeDouble.pressBackButton();
  });
}

export async function fireNativeEvent(
  page: Page,
  plugin: string,
  eventName: string,
  data: unknown,
): Promise<void> {
  await page.evaluate(
    ([plugin, eventName, data]) => {
      (window as unknown as TestWindow).nativeBridgeDouble.fire(plugin, eventName, data);
    },
    [plugin, eventName, data] as const,
  );
}
