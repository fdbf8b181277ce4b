// Accessibility: the shell is usable from the keyboard. Tab reaches the menu button on
// phones (on desktops the menu is always shown and Tab reaches its first link) and the cookie OK.
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { tabUntil, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('keyboard (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('reaches the menu with Tab', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    const target = viewport === 'phone' ? 'Abrir menu' : 'Início';
    expect(await tabUntil(page, target)).toBe(true);
    if (viewport === 'phone') {
      await page.keyboard.press('Enter');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link')
        .first()
        .waitFor();
    }
  });

  it('reaches the cookie OK with Tab and accepts with Enter', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await tabUntil(page, 'OK')).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('2v.aceitaCookies'))).toBe('true');
  });

  it('closes a sheet modal with Escape and returns to the page behind', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
  });
});
