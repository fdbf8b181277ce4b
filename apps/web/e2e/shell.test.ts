// The shell loads cleanly in pt-BR and follows spec point 2's redirects.
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('app shell (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('loads home in pt-BR with its title and no console errors', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await page.title()).toBe('Fidelidade');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    // The R$ 30,00 example of spec point 9, at the three levels.
    const text = (await page.locator('.levels').innerText()).replace(/\u00a0/g, ' ');
    for (const cashback of ['R$ 1,50', 'R$ 3,00', 'R$ 4,50']) expect(text).toContain(cashback);
    expect(session.errors).toEqual([]);
  });

  it('sends the empty path to home', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
  });

  it('sends an unknown path to home, replacing it in the history', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    await page.goto('/caminho/que-nao-existe');
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
    await page.goBack();
    expect(pathnameOf(page)).toBe('/home');
  });

  it('stores the text after avaliacao/ as hash and lands on /avaliacao', async () => {
    const { page } = session;
    // No purchase has that hash: the API answers 404, which the browser logs as a failed load.
    session.allowConsoleErrors(/status of 404/);
    await page.goto('/avaliacao/abc123');
    await waitForTitle(page, 'Avalie sua compra');
    expect(pathnameOf(page)).toBe('/avaliacao');
    expect(await page.evaluate(() => localStorage.getItem('hash'))).toBe('abc123');
    await page.getByText(loyaltyMessages.ratingNotFound).first().waitFor();
  });

  it('opens the login modal from the home button and goes back to home when it closes', async () => {
    const { page } = session;
    await page.goto('/home');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    expect(pathnameOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
    await waitForNoOverlays(page);
  });
});
