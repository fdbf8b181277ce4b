// Spec point 1: the cookie banner shows until OK is pressed, and acceptance is stored.
import { appMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('cookie banner (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows until OK is pressed and stays gone after a reload', async () => {
    const { page } = session;
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(appMessages.cookieBanner);
    expect(await page.evaluate(() => localStorage.getItem('2v.aceitaCookies'))).toBeNull();

    await banner.getByRole('button', { name: 'OK' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('2v.aceitaCookies'))).toBe('true');

    await page.reload();
    await waitForTitle(page, 'Fidelidade');
    expect(await banner.count()).toBe(0);
  });

  it('shows on any page a visitor lands on first', async () => {
    const { page } = session;
    await page.goto('/termos');
    await waitForTitle(page, 'Termos de uso');
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
  });
});
