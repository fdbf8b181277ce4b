// Waits on the app's service worker (pwa/service-worker.js) from inside the page.
import type { Page } from 'playwright-core';

/** Waits until the service worker controls the page (it claims open pages when it activates). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => {
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    });
  });
}
