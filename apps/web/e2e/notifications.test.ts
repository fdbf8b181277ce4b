// Notification preferences (spec points 2, 4 and 7): the toggles start from the stored customer;
// 'Confirmar' sends both channels, closes at the first success with the message, and the choice is
// kept on the device and on the server.
import { accountMessages } from '@fidelidade/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectToast,
  loginThroughUi,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays } from '@fidelidade/test-kit/overlays';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

async function toggleStates(page: Page): Promise<Record<string, boolean>> {
  const sheet = await openSheet(page, '/notificacoes', 'Notificações');
  const states: Record<string, boolean> = {};
  for (const name of ['E-mail', 'SMS ou WhatsApp']) {
    states[name] = await sheet.getByRole('switch', { name, exact: true }).isChecked();
  }
  return states;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Holds the first configurar_notificacoes call until released and records when each call goes out,
 * so a test can tell parallel calls (the second leaves while the first waits) from sequential ones.
 */
async function holdFirstCall(page: Page) {
  const events: string[] = [];
  const released = deferred();
  const second = deferred();
  let calls = 0;
  await page.route('**/api/configurar_notificacoes', async (route) => {
    calls += 1;
    events.push(`call ${calls}`);
    if (calls === 1) {
      await released.promise;
      events.push('first released');
    } else {
      second.resolve();
    }
    await route.continue();
  });
  return {
    events,
    /** Resolves when the second call has gone out; never, if it waits for the first's answer. */
    second: second.promise,
    release() {
      released.resolve();
    },
  };
}

describe.each(VIEWPORT_NAMES)('notification preferences (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('saves both channels and keeps them', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    expect(await toggleStates(page)).toEqual({ 'E-mail': false, 'SMS ou WhatsApp': false });

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/configurar_notificacoes')) calls.push(request.method());
    });
    // Spec point 4: the two calls go in parallel, so the second leaves before the first answers.
    const held = await holdFirstCall(page);
    const sheet = page.locator('ion-modal').last();
    await sheet.getByRole('switch', { name: 'E-mail', exact: true }).click();
    await sheet.getByRole('button', { name: 'Confirmar' }).click();
    await held.second;
    held.release();
    await expectToast(page, accountMessages.notificationsUpdated);
    await waitForTitle(page, 'Meu extrato');
    await waitForNoOverlays(page);
    expect(calls).toEqual(['PUT', 'PUT']);
    await expect.poll(() => held.events).toEqual(['call 1', 'call 2', 'first released']);
    await page.unroute('**/api/configurar_notificacoes');
    await expect
      .poll(async () => {
        const user = await storedUser(page);
        return [user?.notificacoesMarketingEmail, user?.notificacoesMarketingSms];
      })
      .toEqual([1, 0]);
    expect(await toggleStates(page)).toEqual({ 'E-mail': true, 'SMS ou WhatsApp': false });

    // Both on, then a fresh login reads them from the server.
    await page.locator('ion-modal').last().getByRole('switch', { name: 'SMS ou WhatsApp' }).click();
    await page.locator('ion-modal').last().getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, accountMessages.notificationsUpdated);
    await waitForNoOverlays(page);
    // The toast follows the first answer; the other channel's answer stores its flag when it comes,
    // and would write the session back after a clear made before it.
    await expect.poll(async () => (await storedUser(page))?.notificacoesMarketingSms).toBe(1);
    await page.evaluate(() => {
      localStorage.clear();
    });
    await loginThroughUi(page, customer.email, customer.senha);
    await waitForTitle(page, 'Meu extrato');
    expect(await toggleStates(page)).toEqual({ 'E-mail': true, 'SMS ou WhatsApp': true });
  });

  it('sends nothing on Cancelar', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const sheet = await openSheet(page, '/notificacoes', 'Notificações');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/configurar_notificacoes')) sent += 1;
    });
    await sheet.getByRole('switch', { name: 'SMS ou WhatsApp' }).click();
    await sheet.getByRole('button', { name: 'Cancelar' }).click();
    await waitForTitle(page, 'Meu extrato');
    expect(sent).toBe(0);
    expect((await storedUser(page))?.notificacoesMarketingSms).toBe(0);
  });
});
