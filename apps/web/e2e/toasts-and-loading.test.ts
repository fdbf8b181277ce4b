// Toasts and the loading indicator (spec points 4, 8 and 9): toasts appear at the top, in the three
// types 'sucesso', 'erro' and 'toast', for 1500 ms or, prolonged, 5500 ms, and go away by themselves;
// a spinner shows while a call is under way.
import { accountMessages, appMessages, validationMessages } from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, openSheet } from './account-pages.ts';
import {
  VIEWPORTS,
  VIEWPORT_NAMES,
  type ViewportName,
  useBrowserPage,
} from '@fidelidade/test-kit/browser';
import { registerCustomer } from './support/registered-customer.ts';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

interface ShownToast {
  color: string | null;
  duration: number;
  toast: Locator;
}

/** Waits for the toast with exactly this text and reads its type's color and its duration. */
async function shownToast(page: Page, text: string): Promise<ShownToast> {
  const toast = page.locator('ion-toast', { hasText: text });
  await toast.getByText(text, { exact: true }).waitFor();
  const duration = await toast.evaluate((element) => (element as { duration?: number }).duration);
  return { color: await toast.getAttribute('color'), duration: duration ?? 0, toast };
}

/** The toast is drawn in the top part of the screen, and leaves by itself once its time is up. */
async function expectAtTopAndGone(shown: ShownToast, viewport: ViewportName): Promise<void> {
  const box = await shown.toast.locator('.toast-wrapper').boundingBox();
  if (!box) throw new Error('the toast has no box');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThan(VIEWPORTS[viewport].height / 4);
  await shown.toast.waitFor({ state: 'detached' });
}

describe.each(VIEWPORT_NAMES)('toasts (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows an error at the top for 1500 ms (type erro)', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/login', 'Entrar');
    await sheet.getByRole('button', { name: 'Entrar' }).click();
    const shown = await shownToast(page, validationMessages.required('e-mail'));
    expect(shown).toMatchObject({ color: 'danger', duration: 1500 });
    await expectAtTopAndGone(shown, viewport);
  });

  it('shows a plain notice at the top for 1500 ms (type toast)', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true, loggedIn: true });
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    await account.getByRole('button', { name: /^CPF/ }).click();
    const shown = await shownToast(page, appMessages.cpfCannotChange);
    expect(shown).toMatchObject({ color: 'dark', duration: 1500 });
    await expectAtTopAndGone(shown, viewport);
  });

  it('shows a success at the top for 1500 ms (type sucesso)', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();
    await loginThroughUi(page, customer.email, customer.senha);
    const shown = await shownToast(page, accountMessages.loggedIn);
    expect(shown).toMatchObject({ color: 'success', duration: 1500 });
    await expectAtTopAndGone(shown, viewport);
  });

  it('keeps a prolonged toast for 5500 ms (deactivation)', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true, loggedIn: true });
    const confirmation = await openSheet(page, '/desativar-conta', 'Desativar conta');
    await confirmation.getByRole('button', { name: 'Desativar minha conta' }).click();
    await waitForTitle(page, 'Fidelidade');
    const shown = await shownToast(page, accountMessages.deactivated);
    expect(shown).toMatchObject({ color: 'success', duration: 5500 });
    await expectAtTopAndGone(shown, viewport);
  });
});

describe('loading indicator', () => {
  const session = useBrowserPage('phone');

  it('shows the spinner while a slow call runs and hides it after the answer', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();
    // Hold the login answer until the spinner has been seen; the real API then answers it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/login',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await loginThroughUi(page, customer.email, customer.senha);
    const spinner = page.locator('ion-loading');
    await spinner.getByText('Carregando…').waitFor();
    release();
    await waitForTitle(page, 'Meu extrato');
    await spinner.waitFor({ state: 'detached' });
  });
});
