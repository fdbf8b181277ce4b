// Registers the service worker the build writes (dist/sw.js, pwa/service-worker-plugin.ts) so the
// installed web app opens offline. Not in development (Vite serves no sw.js) and not inside
// the native app, whose web view already has every file on the device.
export function registerServiceWorker(isNativeApp: boolean): void {
  if (!import.meta.env.PROD || isNativeApp || !('serviceWorker' in navigator)) return;
  // A failed registration only means no offline support: the app works as before.
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // The app starts after the first paint (main.tsx), often after the page has loaded.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
