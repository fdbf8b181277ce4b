// My account and the edit modal (spec points 2, 4, 5 and 6): each field refuses an invalid value with
// its message, saves a valid one through PUT cliente (a new e-mail or phone once the code sent to it
// is confirmed, DESIGN decision 19), and the new value survives a reload.
import {
  accountMessages,
  appMessages,
  contactPointMessages,
  validationMessages,
} from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskCpf, maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  confirmCode,
  expectAccessibleAfterToasts,
  expectToast,
  fieldMessage,
  fillMasked,
  frontSheet,
  loginThroughUi,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { maskCelular } from '../../api/src/recovery/masks.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { waitForMail } from './support/mailbox.ts';
import { carriesCode, codeIn } from './support/message-code.ts';
import { updateCustomerProfile } from './support/registered-customer.ts';
import { waitForSms } from './support/sms-inbox.ts';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

interface FieldCase {
  row: string;
  masked: boolean;
  invalid: string;
  message: string;
  valid: string;
  /** The row's text once saved. */
  shown: string;
  /** Checked with axe-core, empty and with its message: one plain and one masked input suffice. */
  axe?: boolean;
  /**
   * A new e-mail or phone (DESIGN decision 19): the server's message saying where the code went, the
   * code read from there, and the message once confirmed.
   */
  proof?: { sent: string; code: () => Promise<string>; changed: string };
}

function row(sheet: Locator, label: string): Locator {
  return sheet.getByRole('button', { name: new RegExp(`^${label}\\b`) });
}

async function rowValue(sheet: Locator, label: string): Promise<string> {
  return (await row(sheet, label).locator('.account-row-value').innerText()).trim();
}

async function editField(page: Page, account: Locator, field: FieldCase): Promise<void> {
  await row(account, field.row).click();
  await waitForTitle(page, `Editar ${field.row}`);
  await waitForSettledOverlays(page);
  if (field.axe) await expectNoAxeViolations(page);
  const edit = frontSheet(page);
  const input = edit.getByLabel(field.row, { exact: true });
  const fill = (value: string) => (field.masked ? fillMasked(input, value) : input.fill(value));

  await fill(field.invalid);
  await edit.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expectToast(page, field.message);
  expect(await fieldMessage(input)).toBe(field.message);
  if (field.axe) await expectAccessibleAfterToasts(page);

  await fill(field.valid);
  await edit.getByRole('button', { name: 'Confirmar', exact: true }).click();
  if (field.proof) {
    await edit.getByRole('status').getByText(field.proof.sent).waitFor();
    await confirmCode(edit, await field.proof.code());
    await expectToast(page, field.proof.changed);
  } else {
    await expectToast(page, accountMessages.profileUpdated);
  }
  await waitForTitle(page, 'Minha conta');
  await page.waitForFunction(() => document.querySelectorAll('ion-modal').length === 1);
  expect(await rowValue(account, field.row)).toBe(field.shown);
}

describe.each(VIEWPORT_NAMES)('my account (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows the rows; the CPF cannot change and a missing birthday asks for one', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    expect(await rowValue(account, 'Nome')).toBe(customer.nome);
    expect(await rowValue(account, 'Telefone')).toBe(maskMobilePhone(customer.celular));
    expect(await rowValue(account, 'E-mail')).toBe(customer.email);
    expect(await rowValue(account, 'CPF')).toBe(maskCpf(customer.cpf));
    expect(await rowValue(account, 'Data Nascimento')).toBe(appMessages.addBirthday);
    // Every editable row shows an arrow; the CPF row does not.
    expect(await row(account, 'Nome').locator('ion-icon').count()).toBe(1);
    expect(await row(account, 'CPF').locator('ion-icon').count()).toBe(0);

    await row(account, 'CPF').click();
    await expectToast(page, appMessages.cpfCannotChange);
    expect(await page.locator('ion-modal').count()).toBe(1);
    for (const label of ['Desativar minha conta', 'Excluir minha conta']) {
      expect(await account.getByRole('button', { name: label }).count()).toBe(1);
    }

    await row(account, 'Nome').click();
    await waitForTitle(page, 'Editar Nome');
    await waitForSettledOverlays(page);
    await frontSheet(page).getByRole('button', { name: 'Não editar' }).click();
    await waitForTitle(page, 'Minha conta');
    expect(await storedUser(page)).toMatchObject({ nome: customer.nome });
  });

  it('edits each field, refusing an invalid value first, and keeps it after a reload', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const { email: newEmail, celular: newPhone } = newCustomer();
    const cases: FieldCase[] = [
      {
        row: 'Nome',
        masked: false,
        invalid: '',
        message: validationMessages.required('nome'),
        valid: 'Joana Araújo Lima',
        shown: 'Joana Araújo Lima',
        axe: true,
      },
      {
        row: 'Telefone',
        masked: true,
        invalid: '11123456789',
        message: validationMessages.invalidMobile,
        valid: newPhone,
        shown: maskMobilePhone(newPhone),
        axe: true,
        proof: {
          sent: contactPointMessages.changeCodeSentSms(maskCelular(newPhone)),
          code: async () => codeIn((await waitForSms(newPhone)).message),
          changed: contactPointMessages.phoneChanged,
        },
      },
      {
        row: 'E-mail',
        masked: false,
        invalid: 'joana@exemplo',
        message: validationMessages.invalidEmail,
        valid: newEmail,
        shown: newEmail,
        proof: {
          sent: contactPointMessages.changeCodeSentEmail(newEmail),
          code: async () => codeIn((await waitForMail(newEmail, (m) => carriesCode(m.text))).text),
          changed: contactPointMessages.emailChanged,
        },
      },
      {
        row: 'Data Nascimento',
        masked: true,
        invalid: '01012999',
        message: validationMessages.invalidBirthDate,
        valid: '15031990',
        shown: '15/03/1990',
      },
    ];
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    for (const field of cases) await editField(page, account, field);
    expect(await storedUser(page)).toMatchObject({
      nome: 'Joana Araújo Lima',
      celular: newPhone,
      email: newEmail,
      dataNascimento: '15/03/1990',
      cpf: customer.cpf,
    });

    await page.reload();
    await waitForTitle(page, 'Minha conta');
    await waitForSettledOverlays(page);
    const reloaded = frontSheet(page);
    for (const field of cases) expect(await rowValue(reloaded, field.row)).toBe(field.shown);

    // The server kept them too: a fresh login (with the new e-mail) brings them back.
    await page.evaluate(() => {
      localStorage.clear();
    });
    await loginThroughUi(page, newEmail, customer.senha);
    await waitForTitle(page, 'Meu extrato');
    const fresh = await openSheet(page, '/minha-conta', 'Minha conta');
    for (const field of cases) expect(await rowValue(fresh, field.row)).toBe(field.shown);
    // Four edits (two with a code to send and read back), a reload and a login: twice the journeys'
    // limit, as it takes most of that limit on a loaded machine.
  }, 120_000);

  it('drops a last character that is not a letter from the name', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    await row(account, 'Nome').click();
    await waitForTitle(page, 'Editar Nome');
    await waitForSettledOverlays(page);
    const input = frontSheet(page).getByLabel('Nome', { exact: true });
    await input.fill('');
    await input.pressSequentially('Ana 2');
    expect(await input.inputValue()).toBe('Ana ');
  });

  it('shows what another device changed once the app starts again', async () => {
    const { page } = session;
    // Every load of the page stores the customer as registered, so only the server knows the change.
    const usuario = await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
    if (!usuario) throw new Error('no customer');
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    expect(await rowValue(account, 'Nome')).toBe(usuario.nome);

    // The other device also asks for a new e-mail: it waits for its code, so only the name changes
    // here, and the e-mail awaiting its code shows in the stored customer.
    const email = newCustomer().email;
    await updateCustomerProfile(usuario, { nome: 'Joana Outro Aparelho', email });
    await page.reload();
    await waitForTitle(page, 'Minha conta');
    const reloaded = frontSheet(page);
    await row(reloaded, 'Nome').getByText('Joana Outro Aparelho', { exact: true }).waitFor();
    expect(await rowValue(reloaded, 'E-mail')).toBe(usuario.email);
    // The session stays the one stored on this device.
    expect(await storedUser(page)).toMatchObject({
      nome: 'Joana Outro Aparelho',
      email: usuario.email,
      emailPendente: email,
      cpf: usuario.cpf,
      jwt: usuario.jwt,
    });

    // Any logged-in start refreshes it, not only My account.
    await updateCustomerProfile(usuario, { nome: 'Joana Terceiro Aparelho' });
    await page.goto('/extrato-fidelidade');
    await waitForTitle(page, 'Meu extrato');
    await page.waitForFunction(
      (nome) => localStorage.getItem('2v.usuario')?.includes(`"nome":"${nome}"`),
      'Joana Terceiro Aparelho',
    );
    expect((await storedUser(page))?.jwt).toBe(usuario.jwt);
  });

  it('opens a field editor by its address and shows the profile page', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const edit = await openSheet(page, '/modal-editar?campo=email', 'Editar E-mail');
    expect(await edit.getByLabel('E-mail', { exact: true }).inputValue()).toBe(customer.email);

    await page.goto('/perfil');
    await waitForTitle(page, 'Perfil');
    expect(await rowValue(page.getByRole('main'), 'Nome')).toBe(customer.nome);
  });
});
