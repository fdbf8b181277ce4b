// The API client's error catalogue in the browser (spec point 8): each failing answer is made with
// page.route and the customer sees what the catalogue says. The 401 from a revoked session is in
// session-expired.test.ts and a failed closure showing nothing in account-closure.test.ts.
import { accountMessages, appMessages } from '@fidelidade/domain/messages';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import { expectForcedLogout, openSheet, storedUser } from './account-pages.ts';
import { useBrowserPage } from '@fidelidade/test-kit/browser';
import { pathnameOf, prepareStorage } from './shell-pages.ts';

interface Envelope {
  status: string;
  message: string;
  data: unknown;
  responseCode: number;
}

function answer(route: Route, httpStatus: number, envelope: Envelope): Promise<void> {
  return route.fulfill({
    status: httpStatus,
    contentType: 'application/json',
    body: JSON.stringify(envelope),
  });
}

/** Only this API path (query strings aside) goes to `handle`; every other call reaches the API. */
async function interceptApi(page: Page, path: string, handle: (route: Route) => Promise<void>) {
  await page.route((url) => url.pathname === `/api/${path}`, handle);
}

/** Fills the login modal with a well-formed customer and sends it. */
async function submitLogin(page: Page): Promise<void> {
  const customer = newCustomer();
  const sheet = await openSheet(page, '/login', 'Entrar');
  await sheet.getByLabel('E-mail').fill(customer.email);
  await sheet.getByLabel('Senha').fill(customer.senha);
  await sheet.getByRole('button', { name: 'Entrar' }).click();
}

/** The toast with exactly this text, once shown, with the color of its type. */
async function toastColor(page: Page, text: string): Promise<string | null> {
  const toast = page.locator('ion-toast', { hasText: text });
  await toast.getByText(text, { exact: true }).waitFor();
  return toast.getAttribute('color');
}

describe('API client errors (spec point 8)', () => {
  const session = useBrowserPage('phone');

  it.each([
    ['never reaches the server', (route: Route) => route.abort('internetdisconnected'), /ERR_/],
    [
      'gets an answer that is not an envelope (a proxy’s error page)',
      (route: Route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      /status of 502/,
    ],
  ])('shows the generic error toast when a call %s', async (_situation, handle, consoleError) => {
    const { page } = session;
    session.allowConsoleErrors(consoleError);
    await prepareStorage(page, { cookiesAccepted: true });
    await interceptApi(page, 'login', handle);
    await submitLogin(page);
    expect(await toastColor(page, appMessages.genericError)).toBe('danger');
    // Nothing else happens: still on the login modal, no session, no alert.
    expect(pathnameOf(page)).toBe('/login');
    expect(await storedUser(page)).toBeNull();
    expect(await page.locator('ion-alert').count()).toBe(0);
  });

  it('shows the server’s message as an error toast for a 403 on a POST', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 403/);
    await prepareStorage(page, { cookiesAccepted: true });
    await interceptApi(page, 'login', (route) =>
      answer(route, 403, {
        status: 'error',
        message: accountMessages.sessionMismatch,
        data: null,
        responseCode: 403,
      }),
    );
    await submitLogin(page);
    expect(await toastColor(page, accountMessages.sessionMismatch)).toBe('danger');
    expect(pathnameOf(page)).toBe('/login');
    expect(await page.locator('ion-alert').count()).toBe(0);
  });

  it('shows nothing for a 403 on a POST whose screen suppresses it (deactivation)', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 403/);
    await prepareStorage(page, { cookiesAccepted: true, loggedIn: true });
    let answered = false;
    await interceptApi(page, 'inativar_conta', async (route) => {
      await answer(route, 403, {
        status: 'error',
        message: accountMessages.sessionMismatch,
        data: null,
        responseCode: 403,
      });
      answered = true;
    });
    const confirmation = await openSheet(page, '/desativar-conta', 'Desativar conta');
    await confirmation.getByRole('button', { name: 'Desativar minha conta' }).click();
    await expect.poll(() => answered).toBe(true);
    await expect.poll(() => confirmation.locator('ion-button[disabled]').count()).toBe(0);
    expect(await page.locator('ion-toast').count()).toBe(0);
    expect(await storedUser(page)).not.toBeNull();
    expect(pathnameOf(page)).toBe('/desativar-conta');
  });

  it('shows the server’s message when the success check fails on an HTTP 200', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    // The old backend used words other than 'error': anything but 'success' is a failure.
    await interceptApi(page, 'login', (route) =>
      answer(route, 200, {
        status: 'falha',
        message: accountMessages.invalidCredentials,
        data: null,
        responseCode: 200,
      }),
    );
    await submitLogin(page);
    expect(await toastColor(page, accountMessages.invalidCredentials)).toBe('danger');
    expect(await storedUser(page)).toBeNull();
    expect(pathnameOf(page)).toBe('/login');
  });

  it('logs out by force when an answer cannot be decrypted', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true, loggedIn: true });
    await interceptApi(page, 'extrato', (route) =>
      answer(route, 200, {
        status: 'success',
        message: '',
        data: 'dados-que-nao-foram-cifrados-com-a-chave-do-dia',
        responseCode: 200,
      }),
    );
    await page.goto('/extrato-fidelidade');
    await expectForcedLogout(page);
  });

  it('logs out by force on a 401 given only in responseCode', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true, loggedIn: true });
    await interceptApi(page, 'extrato', (route) =>
      answer(route, 200, {
        status: 'error',
        message: appMessages.sessionExpiredText,
        data: null,
        responseCode: 401,
      }),
    );
    await page.goto('/extrato-fidelidade');
    await expectForcedLogout(page);
  });
});
