// Registration (spec points 2 to 5; DESIGN decision 13): the modal's masks and messages, a new
// customer landing on the statement, and the programme's join page requiring the CPF.
import { accountMessages, validationMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { maskCpf, maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectAccessibleAfterToasts,
  expectToast,
  fieldMessage,
  fillMasked,
  fillRegistration,
  openSheet,
  storedUser,
} from './account-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('registration (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('masks the inputs and names each problem before sending', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    const submit = sheet.getByRole('button', { name: 'Cadastrar' });

    await submit.click();
    await expectToast(page, validationMessages.required('nome'));
    expect(await fieldMessage(sheet.getByLabel('E-mail'))).toBe(validationMessages.requiredEmail);
    expect(await fieldMessage(sheet.getByLabel('Senha'))).toBe(validationMessages.requiredPassword);
    await expectAccessibleAfterToasts(page);

    // A last character that is not a letter or a space is dropped (spec point 5).
    const nome = sheet.getByLabel('Nome');
    await nome.pressSequentially('Zé 7');
    expect(await nome.inputValue()).toBe('Zé ');
    await nome.fill('Zé Araújo');

    const cpf = sheet.getByLabel('CPF');
    await cpf.pressSequentially('123456789012345');
    expect(await cpf.inputValue()).toBe('123.456.789-01');
    expect(await cpf.getAttribute('maxlength')).toBe('14');
    await submit.click();
    await expectToast(page, validationMessages.invalidCpf);

    const customer = newCustomer();
    await fillMasked(cpf, customer.cpf);
    expect(await cpf.inputValue()).toBe(maskCpf(customer.cpf));
    const celular = sheet.getByLabel('Celular');
    await celular.pressSequentially('1123456789');
    expect(await celular.inputValue()).toBe('(11) 23456-789');
    expect(await celular.getAttribute('maxlength')).toBe('15');
    await submit.click();
    await expectToast(page, validationMessages.invalidMobile);
    expect(await fieldMessage(celular)).toBe(validationMessages.invalidMobile);

    await fillMasked(celular, customer.celular);
    expect(await celular.inputValue()).toBe(maskMobilePhone(customer.celular));
    await sheet.getByLabel('E-mail').fill('joana@');
    await submit.click();
    await expectToast(page, validationMessages.invalidEmail);

    await sheet.getByLabel('E-mail').fill(customer.email);
    for (const [senha, message] of [
      ['Ab1', validationMessages.passwordMin],
      ['Abcdefgh1'.repeat(4), validationMessages.passwordMax],
      ['abcde1', validationMessages.passwordUppercase],
      ['ABCDE1', validationMessages.passwordLowercase],
      ['Abcdef', validationMessages.passwordDigit],
    ] as const) {
      await sheet.getByLabel('Senha').fill(senha);
      await submit.click();
      await expectToast(page, message);
    }
    // Nothing reached the server: still a visitor on the modal.
    expect(pathnameOf(page)).toBe('/cadastro-dados');
    expect(await storedUser(page)).toBeNull();
  });

  it('registers a new customer and lands on the statement, logged in', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    await fillRegistration(sheet, customer);
    await sheet.getByRole('button', { name: 'Cadastrar' }).click();

    await waitForTitle(page, 'Meu extrato');
    expect(pathnameOf(page)).toBe('/extrato-fidelidade');
    await expectToast(page, accountMessages.registered);
    await waitForNoOverlays(page);
    expect(await storedUser(page)).toMatchObject({
      nome: customer.nome,
      cpf: customer.cpf,
      celular: customer.celular,
      email: customer.email,
      dataNascimento: '',
      notificacoesMarketingEmail: 0,
      notificacoesMarketingSms: 0,
      jwt: expect.any(String) as unknown,
    });
    // The session store told the menu (spec point 4's menu-update).
    expect(await page.locator('ion-menu a', { hasText: 'Minha conta' }).count()).toBe(1);
  });

  it('refuses a CPF that is already registered with the server message', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const first = newCustomer();
    let sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    await fillRegistration(sheet, first);
    await sheet.getByRole('button', { name: 'Cadastrar' }).click();
    await waitForTitle(page, 'Meu extrato');

    await page.evaluate(() => {
      localStorage.removeItem('2v.usuario');
    });
    sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    await fillRegistration(sheet, newCustomer({ cpf: first.cpf }));
    session.allowConsoleErrors(/status of 409/);
    await sheet.getByRole('button', { name: 'Cadastrar' }).click();
    await expectToast(page, accountMessages.cpfTaken);
    expect(pathnameOf(page)).toBe('/cadastro-dados');
  });

  it('shows the levels and asks for the CPF on the programme join page', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');
    const main = page.getByRole('main');
    const levels = (await main.locator('.levels').innerText()).replace(/\u00a0/g, ' ');
    for (const cashback of ['R$ 1,50', 'R$ 3,00', 'R$ 4,50']) expect(levels).toContain(cashback);

    const customer = newCustomer();
    await fillRegistration(main, { ...customer, cpf: '' });
    await main.getByRole('button', { name: 'Cadastrar' }).click();
    await expectToast(page, validationMessages.missingCpf);
    expect(await fieldMessage(main.getByLabel('CPF'))).toBe(validationMessages.missingCpf);

    await fillMasked(main.getByLabel('CPF'), customer.cpf);
    await main.getByRole('button', { name: 'Cadastrar' }).click();
    await waitForTitle(page, 'Meu extrato');
    expect((await storedUser(page))?.cpf).toBe(customer.cpf);
  });

  it('shows dots on the button while registering', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
    await fillRegistration(sheet, newCustomer());
    // Hold the answer until the button has been seen busy.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cliente', async (route) => {
      await held;
      await route.continue();
    });
    await sheet.getByRole('button', { name: 'Cadastrar' }).click();
    // Busy and disabled: Ionic reflects the button's disabled state when the button next renders,
    // which may come after its spinner has.
    const busy = sheet.locator('ion-button[aria-busy="true"][disabled]');
    await busy.locator('ion-spinner.spinner-dots').waitFor();
    release();
    await waitForTitle(page, 'Meu extrato');
  });
});
