// Service notices (DESIGN decision 17): the notice switches on the notifications sheet start at the
// defaults (push and e-mail on, SMS off), save on their own and survive a reload, without touching
// the marketing toggles; a purchase's notice shows in "Avisos" with the menu's unread count, and
// opening the screen marks it read; each notice opens its statement entry.
import { noticeMessages } from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessibleAfterToasts,
  expectToast,
  openSheet,
  storedUser,
} from './account-pages.ts';
import { customerOnStatement, onStatementAs, postPurchase } from './loyalty-pages.ts';
import { registerCustomer, unreadNotices } from './support/registered-customer.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, type ViewportName, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForTitle } from './shell-pages.ts';

const NOTICE_SWITCHES = ['Avisos por push', 'Avisos por e-mail', 'Avisos por SMS'];

async function noticeSection(page: Page): Promise<Locator> {
  const sheet = await openSheet(page, '/notificacoes', 'Notificações');
  const section = sheet.getByRole('region', { name: 'Avisos sobre seu cashback' });
  await section.getByRole('switch', { name: 'Avisos por push' }).waitFor();
  return section;
}

async function states(scope: Locator, names: string[]): Promise<Record<string, boolean>> {
  const found: Record<string, boolean> = {};
  for (const name of names) {
    found[name] = await scope.getByRole('switch', { name, exact: true }).isChecked();
  }
  return found;
}

async function openMenu(page: Page, viewport: ViewportName): Promise<Locator> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link').first().waitFor();
  return menu;
}

describe.each(VIEWPORT_NAMES)('notices (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('notice switches start at the defaults and save apart from marketing', async () => {
    const { page } = session;
    await customerOnStatement(page);
    let section = await noticeSection(page);
    expect(await states(section, NOTICE_SWITCHES)).toEqual({
      'Avisos por push': true,
      'Avisos por e-mail': true,
      'Avisos por SMS': false,
    });
    await expectNoAxeViolations(page);

    const marketing: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/configurar_notificacoes')) marketing.push(request.method());
    });
    await section.getByRole('switch', { name: 'Avisos por SMS', exact: true }).click();
    await expectToast(page, noticeMessages.switchesSaved);
    await section.getByRole('switch', { name: 'Avisos por e-mail', exact: true }).click();
    await expectToast(page, noticeMessages.switchesSaved);
    await expectAccessibleAfterToasts(page);

    await page.reload();
    await waitForTitle(page, 'Notificações');
    section = await noticeSection(page);
    expect(await states(section, NOTICE_SWITCHES)).toEqual({
      'Avisos por push': true,
      'Avisos por e-mail': false,
      'Avisos por SMS': true,
    });
    // The marketing toggles and the customer's flags are as they were, and nothing asked for them.
    const sheet = page.locator('ion-modal').last();
    expect(await states(sheet, ['E-mail', 'SMS ou WhatsApp'])).toEqual({
      'E-mail': false,
      'SMS ou WhatsApp': false,
    });
    const user = await storedUser(page);
    expect([user?.notificacoesMarketingEmail, user?.notificacoesMarketingSms]).toEqual([0, 0]);
    expect(marketing).toEqual([]);
  });

  it('asks the push permission only on the tap, and turns push back off when refused', async () => {
    const { page } = session;
    await customerOnStatement(page);
    await page.addInitScript(() => {
      const asked = { count: 0 };
      Object.defineProperty(window, 'permissionAsked', { value: asked });
      Notification.requestPermission = () => {
        asked.count += 1;
        return Promise.resolve('denied');
      };
    });
    const section = await noticeSection(page);
    const asked = () =>
      page.evaluate(
        () => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count,
      );
    expect(await asked()).toBe(0);
    const push = section.getByRole('switch', { name: 'Avisos por push' });
    await push.click(); // off: forgets this browser, asks nothing
    await expectToast(page, noticeMessages.switchesSaved);
    expect(await asked()).toBe(0);
    await push.click(); // on: asks, is refused
    await expect.poll(asked).toBe(1);
    await expect.poll(() => push.isChecked()).toBe(false);
    await page
      .locator('ion-toast')
      .getByText('As notificações estão bloqueadas', { exact: false })
      .waitFor();
  });

  it('lists a purchase’s notice with the unread count, and opens its entry', async () => {
    const { page } = session;
    const { customer, usuario } = await registerCustomer();
    await onStatementAs(page, usuario);
    await page.goto('/avisos');
    await waitForTitle(page, 'Avisos');
    await page.getByText('Nenhum aviso por enquanto.').waitFor();
    await expectNoAxeViolations(page);

    await postPurchase(customer.cpf, 3000);
    // The API's worker writes the credit notice soon after the purchase; the menu counts it when the
    // app next asks, here as it loads.
    await expect.poll(() => unreadNotices(usuario)).toBe(1);
    await page.goto('/extrato-fidelidade');
    await waitForTitle(page, 'Meu extrato');
    const entry = page.locator('ion-menu a[href="/avisos"]');
    await entry.filter({ hasText: '1 não lido' }).waitFor({ state: 'attached' });
    const menu = await openMenu(page, viewport);
    // Chromium may put a space before the comma where the hidden words begin.
    await menu.getByRole('link', { name: /^Avisos ?, 1 não lido$/ }).click();
    await waitForTitle(page, 'Avisos');
    const notice = page.getByRole('link', { name: /Não lido: Você ganhou R\$\s1,50 de cashback/ });
    await notice.waitFor();
    await expectNoAxeViolations(page);
    // Opening the screen marked it read: the count is gone, the notice still shows it was new.
    await expect.poll(() => entry.textContent()).toBe('Avisos');
    await notice.click();
    await waitForTitle(page, 'Detalhes da fidelidade');
    expect(new URL(page.url()).pathname).toBe('/detalhes-fidelidade');
  });
});
