// The side menu lists different entries for a visitor and a logged-in customer, and its
// links navigate. On phones it opens from the menu button; on desktops it sits beside the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, type ViewportName, useBrowserPage } from '@fidelidade/test-kit/browser';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

const VISITOR_ENTRIES = [
  'Início',
  'Entrar',
  'Cadastre-se',
  'Programa de fidelidade',
  'Fale conosco',
  'Termos de uso',
  'Política de privacidade',
];
const CUSTOMER_ENTRIES = [
  'Início',
  'Meu extrato',
  'Avisos',
  'Níveis',
  'Minha conta',
  'Notificações',
  'Fale conosco',
  'Termos de uso',
  'Política de privacidade',
  'Sair',
];

async function openMenu(page: Page, viewport: ViewportName) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
  }
  await menu.getByRole('link').first().waitFor();
  if (viewport === 'phone') {
    // Let the slide-in animation finish so the links are clicked where they rest.
    await page.waitForFunction(() =>
      document.querySelector('ion-menu')?.classList.contains('show-menu'),
    );
  }
  return menu;
}

async function entries(page: Page, viewport: ViewportName): Promise<string[]> {
  const menu = await openMenu(page, viewport);
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe.each(VIEWPORT_NAMES)('side menu (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('lists the visitor entries', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await entries(page, viewport)).toEqual(VISITOR_ENTRIES);
  });

  it('lists the customer entries when a user is stored', async () => {
    const { page } = session;
    await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await entries(page, viewport)).toEqual(CUSTOMER_ENTRIES);
  });

  it('navigates without reloading the page and marks the current entry', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    await page.evaluate(() => {
      (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });
    const menu = await openMenu(page, viewport);
    await menu.getByRole('link', { name: 'Programa de fidelidade' }).click();
    await waitForTitle(page, 'Programa de fidelidade');
    expect(pathnameOf(page)).toBe('/cadastro-fidelidade');
    expect(await page.evaluate(() => 'semRecarregar' in window)).toBe(true);
    // On phones the menu has closed again; the mark is there for when it opens.
    expect(await page.locator('ion-menu a[aria-current="page"]').innerText()).toBe(
      'Programa de fidelidade',
    );
  });

  it('logs a customer out from Sair after confirming', async () => {
    const { page } = session;
    await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
    await page.goto('/extrato-fidelidade');
    await waitForTitle(page, 'Meu extrato');
    const menu = await openMenu(page, viewport);
    await menu.getByRole('link', { name: 'Sair' }).click();
    await waitForTitle(page, 'Sair da conta');
    await page.getByText('Você deseja sair?').waitFor();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
    await page.getByText('Faça login para continuar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('2v.usuario'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('2v.aceitaCookies'))).toBe('true');
    expect(await entries(page, viewport)).toEqual(VISITOR_ENTRIES);
  });
});
