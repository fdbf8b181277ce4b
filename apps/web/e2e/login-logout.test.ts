// Login and logout (spec points 2, 4, 5 and 8): the login modal's checks and links, a wrong password
// getting the server's message, and the logout confirmation ending the session everywhere.
import { accountMessages, appMessages, validationMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectAccessibleAfterToasts,
  expectStorageCleared,
  expectToast,
  fieldMessage,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('login and logout (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('logs out after confirming: home, the toast, storage cleared, visitor menu', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const jwt = (await storedUser(page))?.jwt;
    expect(jwt).toBeTruthy();

    const sheet = await openSheet(page, '/logout', 'Sair da conta');
    await sheet.getByText(appMessages.logoutQuestion).waitFor();
    await sheet.getByRole('button', { name: 'Cancelar' }).click();
    await waitForTitle(page, 'Meu extrato');
    expect(await storedUser(page)).not.toBeNull();

    const again = await openSheet(page, '/logout', 'Sair da conta');
    await again.getByRole('button', { name: 'Sair', exact: true }).click();
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
    await expectToast(page, appMessages.loginToContinue);
    expect(await page.locator('ion-toast').first().getAttribute('color')).toBe('danger');
    await expectStorageCleared(page);
    expect(await page.locator('ion-menu a', { hasText: 'Entrar' }).count()).toBe(1);
  });

  it('checks the fields, shows the server message for a wrong password, then logs in', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    await page.evaluate(() => {
      localStorage.removeItem('2v.usuario');
    });

    const sheet = await openSheet(page, '/login', 'Entrar');
    const submit = sheet.getByRole('button', { name: 'Entrar' });
    await submit.click();
    await expectToast(page, validationMessages.required('e-mail'));
    expect(await fieldMessage(sheet.getByLabel('Senha'))).toBe(validationMessages.requiredPassword);
    await sheet.getByLabel('E-mail').fill('joana.example.com');
    await sheet.getByLabel('Senha').fill(customer.senha);
    await submit.click();
    await expectToast(page, validationMessages.invalidEmail);

    // A password shorter than any password can be never reaches the server (spec point 5).
    await sheet.getByLabel('E-mail').fill(customer.email);
    await sheet.getByLabel('Senha').fill('1234');
    await submit.click();
    await expectToast(page, validationMessages.genericShortPassword);
    expect(await fieldMessage(sheet.getByLabel('Senha'))).toBe(
      validationMessages.genericShortPassword,
    );
    expect(pathnameOf(page)).toBe('/login');
    await expectAccessibleAfterToasts(page);

    session.allowConsoleErrors(/status of 401/);
    await sheet.getByLabel('E-mail').fill(customer.email);
    await sheet.getByLabel('Senha').fill('SenhaErrada1');
    await submit.click();
    await expectToast(page, accountMessages.invalidCredentials);
    // Wrong credentials are no expired session: no alert, still on the login modal.
    expect(await page.locator('ion-alert').count()).toBe(0);
    expect(pathnameOf(page)).toBe('/login');

    await sheet.getByLabel('Senha').fill(customer.senha);
    await sheet.getByLabel('Senha').press('Enter');
    await waitForTitle(page, 'Meu extrato');
    await expectToast(page, accountMessages.loggedIn);
    expect(pathnameOf(page)).toBe('/extrato-fidelidade');
    expect(await storedUser(page)).toMatchObject({ email: customer.email, cpf: customer.cpf });
  });

  it('leads to password recovery and to registration', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    let sheet = await openSheet(page, '/login', 'Entrar');
    await sheet.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/esqueci-senha-etapa-um');
    await waitForTitle(page, 'Esqueci minha senha');

    sheet = await openSheet(page, '/login', 'Entrar');
    await sheet.getByRole('link', { name: 'Registre-se' }).click();
    await waitForTitle(page, 'Realize seu cadastro');
    await waitForSettledOverlays(page);
    expect(pathnameOf(page)).toBe('/cadastro-dados');
  });

  it('logs in with the keyboard alone', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    await page.evaluate(() => {
      localStorage.removeItem('2v.usuario');
    });
    const sheet = await openSheet(page, '/login', 'Entrar');
    await sheet.getByLabel('E-mail').focus();
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.senha);
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'Meu extrato');
  });
});
