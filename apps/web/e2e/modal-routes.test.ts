// Modal routes (spec point 1): a sheet opens over the page the customer was on, moves to the next
// modal through its links, and closing or going back returns to that page, usable again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays, waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

/**
 * The tab is renamed by an effect that runs once the screen has painted, a little after its heading
 * shows: wait for it rather than read it at once.
 */
async function waitForTabName(page: Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, name);
}

describe.each(VIEWPORT_NAMES)('modal routes (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('opens over the current page and names the browser tab after it', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');
    await waitForTabName(page, 'Programa de fidelidade | Fidelidade');
    // The join page's own link to login (DESIGN decision 13: it holds the registration form itself).
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    await waitForSettledOverlays(page);
    expect(pathnameOf(page)).toBe('/login');
    await waitForTabName(page, 'Entrar | Fidelidade');
    // The page behind is still the one the customer came from.
    expect(await page.locator('ion-app h1', { hasText: 'Programa de fidelidade' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');
    await waitForTabName(page, 'Programa de fidelidade | Fidelidade');
  });

  it('goes from login to registration through the modal link', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/login');
    await waitForTitle(page, 'Entrar');
    await waitForSettledOverlays(page);
    await page.getByRole('link', { name: 'Registre-se' }).click();
    await waitForTitle(page, 'Realize seu cadastro');
    expect(pathnameOf(page)).toBe('/cadastro-dados');
    await waitForSettledOverlays(page);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
  });

  it('closes on the browser back button and gives the page back to assistive technology', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    await waitForSettledOverlays(page);
    await page.goBack();
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
    await waitForNoOverlays(page);
    const hidden = await page.evaluate(() =>
      document.getElementById('ion-view-container-root')?.getAttribute('aria-hidden'),
    );
    expect(hidden ?? null).toBeNull();
  });

  it('paints home without layout shift', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              total += (entry as unknown as { value: number }).value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            resolve(total);
          }, 1000);
        }),
    );
    // Core Web Vitals call a cumulative layout shift under 0.1 good.
    expect(shift).toBeLessThan(0.1);
  });
});
