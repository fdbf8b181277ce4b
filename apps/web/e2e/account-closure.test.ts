// Deactivation and deletion (spec points 2, 4 and 8; DESIGN decision 7): the logout-style
// confirmation over My account, home with the server's message, then a login that reactivates or a
// registration with the same CPF.
import { accountMessages, appMessages } from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectStorageCleared,
  expectToast,
  fillRegistration,
  frontSheet,
  loginThroughUi,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays, waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

/** Opens the confirmation from My account, stacked over it, and checks it with axe-core. */
async function openConfirmation(page: Page, action: 'Desativar' | 'Excluir'): Promise<Locator> {
  const account = await openSheet(page, '/minha-conta', 'Minha conta');
  await account.getByRole('button', { name: `${action} minha conta` }).click();
  await waitForTitle(page, `${action} conta`);
  await waitForSettledOverlays(page);
  expect(await page.locator('ion-modal').count()).toBe(2);
  await expectNoAxeViolations(page);
  return frontSheet(page);
}

async function confirmAndExpectHome(
  page: Page,
  confirmation: Locator,
  label: string,
  message: string,
) {
  await confirmation.getByRole('button', { name: label }).click();
  await waitForTitle(page, 'Fidelidade');
  expect(pathnameOf(page)).toBe('/home');
  await expectToast(page, message);
  // Both modals are gone and the page is usable again.
  await waitForNoOverlays(page);
  await expectStorageCleared(page);
}

describe.each(VIEWPORT_NAMES)('closing the account (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('asks before deactivating; Cancelar goes back to My account', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const confirmation = await openConfirmation(page, 'Desativar');
    await confirmation.getByText(appMessages.accountQuestion('desativar')).waitFor();
    await confirmation.getByText(appMessages.deactivateSubtext).waitFor();
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await waitForTitle(page, 'Minha conta');
    await page.waitForFunction(() => document.querySelectorAll('ion-modal').length === 1);
    expect(await storedUser(page)).not.toBeNull();
  });

  it('deactivates, and logging in again reactivates with a message', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const confirmation = await openConfirmation(page, 'Desativar');
    await confirmAndExpectHome(
      page,
      confirmation,
      'Desativar minha conta',
      accountMessages.deactivated,
    );

    await loginThroughUi(page, customer.email, customer.senha);
    await waitForTitle(page, 'Meu extrato');
    await expectToast(page, accountMessages.reactivated);
    expect((await storedUser(page))?.cpf).toBe(customer.cpf);
  });

  it('deletes for good: the login fails and the same CPF registers again', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const confirmation = await openConfirmation(page, 'Excluir');
    await confirmation.getByText(appMessages.accountQuestion('excluir')).waitFor();
    await confirmation.getByText(appMessages.deleteSubtext).waitFor();
    await confirmAndExpectHome(page, confirmation, 'Excluir minha conta', accountMessages.deleted);

    session.allowConsoleErrors(/status of 401/);
    await loginThroughUi(page, customer.email, customer.senha);
    await expectToast(page, accountMessages.invalidCredentials);

    const again = newCustomer({ cpf: customer.cpf, email: customer.email });
    const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    await fillRegistration(sheet, again);
    await sheet.getByRole('button', { name: 'Cadastrar' }).click();
    await waitForTitle(page, 'Meu extrato');
    await expectToast(page, accountMessages.registered);
    expect((await storedUser(page))?.cpf).toBe(customer.cpf);
  });

  it('opens the deactivation on its own route', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const confirmation = await openSheet(page, '/desativar-conta', 'Desativar conta');
    await confirmAndExpectHome(
      page,
      confirmation,
      'Desativar minha conta',
      accountMessages.deactivated,
    );
  });

  it('shows nothing when the closure fails', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const confirmation = await openConfirmation(page, 'Excluir');
    session.allowConsoleErrors(/status of 503/);
    await page.route('**/api/cliente', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              status: 'error',
              message: 'Indisponível',
              data: null,
              responseCode: 503,
            }),
          })
        : route.continue(),
    );
    await confirmation.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect.poll(() => confirmation.locator('ion-button[disabled]').count()).toBe(0);
    expect(await page.locator('ion-toast').count()).toBe(0);
    expect(await storedUser(page)).not.toBeNull();
    expect(pathnameOf(page)).toBe('/minha-conta');
  });
});
