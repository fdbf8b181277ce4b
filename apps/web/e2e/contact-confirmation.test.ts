// Proven addresses in the browser (DESIGN decision 19) at 390 px and 1280 px: the banner of an
// unconfirmed e-mail and its sheet, taking the code the registration e-mail brought; the phone proven
// from My account with the code read from the SMS the API really sent; and a new e-mail that only
// replaces the old one once its code, read from the new address's mailbox, is confirmed in the edit
// modal, while the old, confirmed address gets the notice with the new one masked.
import { codeMessages, contactPointMessages } from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import { maskEmail } from '../../api/src/recovery/masks.ts';
import {
  confirmCode,
  expectAccessibleAfterToasts,
  expectToast,
  frontSheet,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays, waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { waitForMail } from './support/mailbox.ts';
import { registerCustomer } from './support/registered-customer.ts';
import { carriesCode, codeIn } from './support/message-code.ts';
import { waitForSms } from './support/sms-inbox.ts';
import { prepareStorage, tabUntil, waitForTitle } from './shell-pages.ts';

function banner(page: Page): Locator {
  return page.getByRole('region', { name: contactPointMessages.bannerLabel });
}

function accountRow(sheet: Locator, label: string): Locator {
  return sheet.getByRole('button', { name: new RegExp(`^${label}\\b`) });
}

/** A code of the right shape that is not `code`. */
function otherCode(code: string): string {
  return code.toUpperCase() === 'ABCD23' ? 'ABCD34' : 'ABCD23';
}

/** The code of the newest mail to `email` that carries one. */
async function mailedCode(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => carriesCode(m.text));
  return codeIn(mail.text);
}

/** Confirms the e-mail just registered from the banner, with the registration e-mail's code. */
async function confirmEmailFromBanner(page: Page, email: string): Promise<void> {
  await banner(page).getByRole('button', { name: contactPointMessages.confirmEmail }).click();
  await waitForTitle(page, contactPointMessages.confirmEmail);
  await waitForSettledOverlays(page);
  await confirmCode(frontSheet(page), await mailedCode(email));
  await expectToast(page, contactPointMessages.emailConfirmed);
  await banner(page).waitFor({ state: 'detached' });
  await waitForNoOverlays(page);
}

describe.each(VIEWPORT_NAMES)('proven addresses (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('confirms the e-mail from the banner, by keyboard, with the registration code', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    await banner(page).getByText(contactPointMessages.bannerText, { exact: true }).waitFor();
    expect(await storedUser(page)).toMatchObject({ emailConfirmado: false });
    // The app keeps working under it: the statement is there.
    await page.getByRole('region', { name: 'Saldo de cashback' }).waitFor();
    await expectAccessibleAfterToasts(page);

    expect(await tabUntil(page, contactPointMessages.confirmEmail)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForTitle(page, contactPointMessages.confirmEmail);
    await waitForSettledOverlays(page);
    const sheet = frontSheet(page);
    await sheet.getByText(contactPointMessages.confirmEmailLead(customer.email)).waitFor();
    await expectNoAxeViolations(page);

    const code = await mailedCode(customer.email);
    // Chromium logs the refusal of the wrong code.
    session.allowConsoleErrors(/status of 400/);
    await confirmCode(sheet, otherCode(code));
    await expectToast(page, codeMessages.wrongCode);
    expect(await storedUser(page)).toMatchObject({ emailConfirmado: false });

    // Any case goes: the code is read as the customer types it, then sent with Enter.
    const field = sheet.getByLabel(contactPointMessages.codeLabel);
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await expectToast(page, contactPointMessages.emailConfirmed);
    await waitForNoOverlays(page);
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedUser(page)).toMatchObject({
      email: customer.email,
      emailConfirmado: true,
      celularConfirmado: false,
    });
    await expectAccessibleAfterToasts(page);
  });

  it('asks a customer stored before the app knew, once the session refresh tells it', async () => {
    const { page } = session;
    const { usuario } = await registerCustomer();
    const older: Partial<typeof usuario> = { ...usuario };
    delete older.emailConfirmado;
    delete older.celularConfirmado;
    await page.addInitScript((stored) => {
      localStorage.setItem('2v.usuario', JSON.stringify(stored));
      localStorage.setItem('2v.aceitaCookies', 'true');
    }, older);
    await page.goto('/extrato-fidelidade');
    await waitForTitle(page, 'Meu extrato');
    await banner(page).getByText(contactPointMessages.bannerText, { exact: true }).waitFor();
    expect(await storedUser(page)).toMatchObject({
      emailConfirmado: false,
      celularConfirmado: false,
      jwt: usuario.jwt,
    });
  });

  it('confirms the phone from My account with the code sent by SMS', async () => {
    const { page } = session;
    const usuario = await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
    if (!usuario) throw new Error('no customer');
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    for (const label of ['Telefone', 'E-mail']) {
      await accountRow(account, label)
        .getByText(contactPointMessages.notConfirmed, { exact: true })
        .waitFor();
    }
    await expectNoAxeViolations(page);

    await account.getByRole('button', { name: contactPointMessages.confirmPhone }).click();
    await waitForTitle(page, contactPointMessages.confirmPhone);
    await waitForSettledOverlays(page);
    const sheet = frontSheet(page);
    await sheet.getByRole('button', { name: contactPointMessages.sendCode }).click();
    await sheet.getByRole('status').getByText(contactPointMessages.codeSentSms).waitFor();
    // The code is what comes next: the field has the focus.
    const field = sheet.getByLabel(contactPointMessages.codeLabel);
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute('placeholder') === label,
      'ABCD12',
    );
    await expectNoAxeViolations(page);

    // A new code so soon is refused by the server, and the message says why.
    session.allowConsoleErrors(/status of 429/);
    await sheet.getByRole('button', { name: contactPointMessages.resendCode }).click();
    await expectToast(page, codeMessages.resendTooSoon);

    const sms = await waitForSms(usuario.celular);
    await field.fill(codeIn(sms.message));
    await sheet.getByRole('button', { name: contactPointMessages.confirmCode }).click();
    await expectToast(page, contactPointMessages.phoneConfirmed);
    await waitForTitle(page, 'Minha conta');
    await page.waitForFunction(() => document.querySelectorAll('ion-modal').length === 1);
    expect(await accountRow(account, 'Telefone').innerText()).not.toContain(
      contactPointMessages.notConfirmed,
    );
    expect(
      await account.getByRole('button', { name: contactPointMessages.confirmPhone }).count(),
    ).toBe(0);
    await accountRow(account, 'E-mail')
      .getByText(contactPointMessages.notConfirmed, { exact: true })
      .waitFor();
    expect(await storedUser(page)).toMatchObject({
      celular: usuario.celular,
      celularConfirmado: true,
      emailConfirmado: false,
      jwt: usuario.jwt,
    });
    await expectAccessibleAfterToasts(page);
  });

  it('changes the e-mail only once the code sent to the new one is confirmed', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    await confirmEmailFromBanner(page, customer.email);

    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    await accountRow(account, 'E-mail').click();
    await waitForTitle(page, 'Editar E-mail');
    await waitForSettledOverlays(page);
    const edit = frontSheet(page);
    const newEmail = newCustomer().email;
    await edit.getByLabel('E-mail', { exact: true }).fill(newEmail);
    await edit.getByRole('button', { name: 'Confirmar', exact: true }).click();

    await edit
      .getByRole('status')
      .getByText(contactPointMessages.changeCodeSentEmail(newEmail))
      .waitFor();
    // Nothing changed yet: the old e-mail stays until the new one is proven.
    expect(await storedUser(page)).toMatchObject({
      email: customer.email,
      emailConfirmado: true,
      emailPendente: newEmail,
    });
    await expectNoAxeViolations(page);

    await confirmCode(edit, await mailedCode(newEmail));
    await expectToast(page, contactPointMessages.emailChanged);
    await waitForTitle(page, 'Minha conta');
    await page.waitForFunction(() => document.querySelectorAll('ion-modal').length === 1);
    expect(await accountRow(account, 'E-mail').innerText()).toContain(newEmail);
    expect(await accountRow(account, 'E-mail').innerText()).not.toContain(
      contactPointMessages.notConfirmed,
    );
    const stored = await storedUser(page);
    expect(stored).toMatchObject({ email: newEmail, emailConfirmado: true });
    expect(stored).not.toHaveProperty('emailPendente');

    // The old address, proven, hears of the change.
    const notice = await waitForMail(customer.email, (m) => !carriesCode(m.text));
    expect(notice.text).toContain(maskEmail(newEmail));
    expect(notice.text).toContain('Esqueci minha senha');
  });
});
