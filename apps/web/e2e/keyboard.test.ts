// Accessibility (issue 2): the shell is usable from the keyboard. Tab reaches the menu button on
// phones (on desktops the menu is always shown and Tab reaches its first link) and the cookie OK.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from './support/browser.ts';
import { waitForTitle } from './shell-pages.ts';

/**
 * The focused control's accessible name. Ionic renders its native button inside a shadow root with
 * the text slotted from the host, so the name is the inner element's aria-label or the host's text.
 */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let host = document.activeElement;
    let element = host;
    while (element?.shadowRoot?.activeElement) {
      host = element;
      element = element.shadowRoot.activeElement;
    }
    const label = element?.getAttribute('aria-label');
    return (label ?? (host as HTMLElement | null)?.innerText ?? '').trim();
  });
}

async function tabUntil(page: Page, name: string, maxPresses = 40): Promise<boolean> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return true;
  }
  return false;
}

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
