// The real owner of an e-mail or CPF (DESIGN decision 19): a registration refused because another
// account holds the e-mail offers recovery with that e-mail filled in; one refused for the CPF offers
// the claim, whose code comes by e-mail (the mailbox of the global setup) and records it for support.
// Both offers are reached by keyboard, and axe-core finds nothing on any screen of the way.
import {
  accountMessages,
  codeMessages,
  contactPointMessages,
  ownershipMessages,
} from '@fidelidade/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import { newCustomer, type Customer } from '@fidelidade/test-kit/customers';
import {
  expectAccessibleAfterToasts,
  expectToast,
  fillRegistration,
  frontSheet,
  openSheet,
} from './account-pages.ts';
import { stepScreen } from './recovery-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForMail } from './support/mailbox.ts';
import { codeIn } from './support/message-code.ts';
import { registerCustomer } from './support/registered-customer.ts';
import { pathnameOf, prepareStorage, tabUntil, waitForTitle } from './shell-pages.ts';

/** A code of the right shape that is not `code`. */
const otherThan = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);

/** Sends the registration modal for `customer`; the server answers 409. */
async function registerRefused(page: Page, customer: Customer, message: string) {
  const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
  await fillRegistration(sheet, customer);
  await sheet.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast(page, message);
  expect(pathnameOf(page)).toBe('/cadastro-dados');
  return sheet;
}

describe.each(VIEWPORT_NAMES)('the owner of a taken e-mail or CPF (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('offers recovery with the taken e-mail filled in', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 409/);
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer: holder } = await registerCustomer();

    const sheet = await registerRefused(
      page,
      newCustomer({ email: holder.email }),
      accountMessages.emailTaken,
    );
    await sheet.getByText(ownershipMessages.emailTakenOffer).waitFor();
    await expectAccessibleAfterToasts(page);

    expect(await tabUntil(page, ownershipMessages.emailTakenAction)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'Esqueci minha senha');
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-um');
    const one = await stepScreen(page, viewport, 1);
    expect(await one.getByLabel('E-mail').inputValue()).toBe(holder.email);
    // The e-mail travels in the app's memory, never in the address.
    expect(page.url()).not.toContain(encodeURIComponent(holder.email));
    expect(page.url()).not.toContain(holder.email);
  });

  it('offers the CPF claim; the code from the e-mail records it', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of (409|400)/);
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer: holder } = await registerCustomer();
    const claimant = newCustomer({ cpf: holder.cpf });

    const refused = await registerRefused(page, claimant, accountMessages.cpfTaken);
    await refused.getByText(ownershipMessages.cpfTakenOffer).waitFor();
    await expectAccessibleAfterToasts(page);
    expect(await tabUntil(page, ownershipMessages.cpfTakenAction)).toBe(true);
    await page.keyboard.press('Enter');

    await waitForTitle(page, ownershipMessages.claimTitle);
    expect(pathnameOf(page)).toBe('/reivindicar-cpf');
    const sheet = frontSheet(page);
    await sheet.getByText(ownershipMessages.claimLead).waitFor();
    expect(await sheet.getByLabel('CPF', { exact: true }).inputValue()).toBe(maskCpf(holder.cpf));
    expect(await sheet.getByLabel('E-mail').inputValue()).toBe(claimant.email);
    expect(page.url()).not.toContain(holder.cpf);
    await expectAccessibleAfterToasts(page);

    await sheet.getByRole('button', { name: contactPointMessages.sendCode }).click();
    await sheet.getByText(ownershipMessages.claimCodeSent(claimant.email)).waitFor();
    const codeField = sheet.getByLabel(contactPointMessages.codeLabel);
    expect(await codeField.getAttribute('placeholder')).toBe('ABCD12');
    await expectAccessibleAfterToasts(page);

    const mail = await waitForMail(claimant.email, (m) => m.subject.includes('CPF'));
    const code = codeIn(mail.text);
    await codeField.fill(otherThan(code));
    await sheet.getByRole('button', { name: contactPointMessages.confirmCode }).click();
    await expectToast(page, codeMessages.wrongCode);

    await codeField.fill(code.toLowerCase());
    await codeField.press('Enter');
    await sheet.getByRole('status').getByText(ownershipMessages.claimRecorded).waitFor();
    await expectAccessibleAfterToasts(page);
  });
});
