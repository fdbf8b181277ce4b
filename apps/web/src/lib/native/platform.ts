// The one place the web app asks whether it runs inside the Android/iOS app. The native
// plugins, @capacitor/core included, are loaded only there, in a lazy chunk, so the web bundle (home's
// 150 KB budget) does not carry them.

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * Capacitor's native runtime injects `window.Capacitor` before the page's scripts run; in a browser
 * it is absent. Reading the global keeps @capacitor/core out of the home chunk.
 */
export function isNativeApp(): boolean {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

/** Sets up the status bar, the Android back button and the keyboard; does nothing on the web. */
export async function startNativeApp(): Promise<void> {
  if (!isNativeApp()) return;
  const { setUpNativeApp } = await import('./native-app.ts');
  await setUpNativeApp();
}
