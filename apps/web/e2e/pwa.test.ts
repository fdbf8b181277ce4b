// Installable web app: the manifest and its icons, and a service worker that lets the app open
// offline with the pt-BR offline message while API calls, and the operator console under /painel,
// never come from its cache.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appMessages } from '@fidelidade/domain/messages';
import { baseUrl, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForServiceWorker } from './support/service-worker.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

describe('installable web app: manifest and icons', () => {
  it('serves a pt-BR manifest whose icons exist in the sizes they declare', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Fidelidade',
      lang: 'pt-BR',
      display: 'standalone',
      start_url: '/home',
      theme_color: '#00695c',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const png = await fetch(`${baseUrl()}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await png.arrayBuffer()))).toBe(icon.sizes);
    }
    const apple = await fetch(`${baseUrl()}/icons/apple-touch-icon-180.png`);
    expect(pngSize(Buffer.from(await apple.arrayBuffer()))).toBe('180x180');
  });
});

describe('installable web app: offline (phone)', () => {
  const session = useBrowserPage('phone');

  it('opens offline with the shell and "Você está sem conexão", and caches no API answer', async () => {
    const { page, context } = session;
    // Offline, the app's own API calls fail as they must (network only): Chromium logs those.
    session.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    await waitForServiceWorker(page);
    const offlineBar = page.getByRole('status').filter({ hasText: appMessages.offline });
    expect(await offlineBar.isVisible()).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    await offlineBar.waitFor();
    expect(await page.title()).toBe('Fidelidade');

    // Another route of the app opens offline too (the cached shell routes on the client).
    // The bar is plain DOM, shown as soon as the app's code runs; React renders the screen in a
    // transition a moment later, so the test waits for the app rather than reading it at once.
    await page.goto('/login');
    await offlineBar.waitFor();
    await page.locator('ion-app').waitFor({ state: 'attached' });
    expect(await page.locator('ion-app').count()).toBe(1);

    // API calls are network only: offline they fail instead of answering from the cache.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/saude').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(
      cached.filter((path) => path.startsWith('/api/') || path.startsWith('/parceiro/')),
    ).toEqual([]);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await offlineBar.waitFor({ state: 'hidden' });
  });

  it('leaves the operator console and its API to the network', async () => {
    const { page, context } = session;
    session.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.goto('/home');
    await waitForServiceWorker(page);
    // Online, /painel/ is the console's own page, not this app's shell.
    await page.goto('/painel/lojas');
    expect(await page.title()).toBe('Painel Fidelidade');
    expect(await page.locator('ion-app').count()).toBe(0);

    await page.goto('/home');
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();

    await context.setOffline(true);
    const consoleApi = await page.evaluate(() =>
      fetch('/painel/api/sessao').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(consoleApi).toBe('failed');
    expect((await cachedUrls(page)).filter((path) => path.startsWith('/painel'))).toEqual([]);
    // Offline, a console page fails like any page the app does not own: never this app's shell.
    for (const path of ['/painel/lojas', '/painel']) {
      await expect(page.goto(path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
    await context.setOffline(false);
  });

  it('keeps only the current version’s cache', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForServiceWorker(page);
    const names = await page.evaluate(() => caches.keys());
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^fidelidade-shell-[0-9a-f]{12}$/);
  });
});
