// Password recovery in the browser (spec points 2, 4, 5 and 8; DESIGN decisions 2 and 3): steps as
// pages at 390 px and as modals at 1280 px, each step's messages, the code read from the e-mail the
// API really sent (the mailbox of the global setup), a wrong code showing the server's message, and
// a login with the new password after the reset. axe-core finds nothing on each step.
import {
  recoveryApiMessages,
  recoveryMessages,
  validationMessages,
} from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectStorageCleared,
  expectToast,
  loginThroughUi,
  openSheet,
  registerThroughUi,
} from './account-pages.ts';
import { stepScreen, storedRecovery } from './recovery-pages.ts';
import { codeIn } from './support/message-code.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForMail } from './support/mailbox.ts';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

const NEW_PASSWORD = 'Recuperada7';

/** A code of the right shape that is not `code`. */
const otherThan = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);

describe.each(VIEWPORT_NAMES)('password recovery (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('recovers the password in four steps, then logs in with the new one', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 400/);
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    await page.evaluate(() => {
      localStorage.removeItem('2v.usuario');
    });

    const login = await openSheet(page, '/login', 'Entrar');
    await login.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await waitForTitle(page, 'Esqueci minha senha');
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-um');

    // Step 1: the e-mail, required and valid.
    const one = await stepScreen(page, viewport, 1);
    await one.getByRole('button', { name: 'Continuar' }).click();
    await expectToast(page, recoveryMessages.emailRequired);
    await one.getByLabel('E-mail').fill('joana@');
    await one.getByRole('button', { name: 'Continuar' }).click();
    await expectToast(page, validationMessages.invalidEmail);
    await one.getByLabel('E-mail').fill(customer.email);
    await one.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: masked contact points, the channel chosen.
    const two = await stepScreen(page, viewport, 2);
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-dois');
    const stored = await storedRecovery(page);
    expect(Object.keys(stored ?? {}).sort()).toEqual(['celular', 'email', 'jwt']);
    const maskedPhone = `(11) 9****-${customer.celular.slice(-4)}`;
    await two.getByText(`Celular: ${maskedPhone}`).waitFor();
    await two.getByText(`E-mail: ${stored?.email ?? ''}`).waitFor();
    expect(await two.innerText()).not.toContain(customer.email);
    await two.getByRole('button', { name: 'Receber por e-mail' }).click();
    await expectToast(page, recoveryApiMessages.codeSentEmail);

    // Step 3: the code from the e-mail; empty and wrong codes first.
    const three = await stepScreen(page, viewport, 3);
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-tres');
    expect((await storedRecovery(page))?.tipo).toBe('email');
    const codeField = three.getByLabel('Código de verificação');
    expect(await codeField.getAttribute('placeholder')).toBe('ABCD12');
    await three.getByRole('button', { name: 'Confirmar código' }).click();
    await expectToast(page, recoveryMessages.codeRequired);
    const mail = await waitForMail(customer.email, (m) => m.subject.includes('código'));
    const code = codeIn(mail.text);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await codeField.fill(otherThan(code));
    await three.getByRole('button', { name: 'Confirmar código' }).click();
    await expectToast(page, recoveryApiMessages.wrongCode);
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-tres');
    await codeField.fill(code.toLowerCase());
    await three.getByRole('button', { name: 'Confirmar código' }).click();

    // Step 4: the one password rule, both fields, the reset.
    const four = await stepScreen(page, viewport, 4);
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-quatro');
    await four.getByText(/de 5 a 30 caracteres/).waitFor();
    const submit = four.getByRole('button', { name: 'Alterar senha' });
    await submit.click();
    await expectToast(page, recoveryMessages.passwordRequired);
    await four.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await submit.click();
    await expectToast(page, recoveryMessages.confirmationRequired);
    await four.getByLabel('Confirme a nova senha').fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expectToast(page, recoveryMessages.passwordsMustMatch);
    await four.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await submit.click();

    await expectToast(page, recoveryApiMessages.passwordChanged);
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
    await expectStorageCleared(page);
    expect(await page.locator('ion-menu a', { hasText: 'Entrar' }).count()).toBe(1);
    await waitForMail(customer.email, (m) => m.subject === 'Fidelidade: sua senha foi alterada');

    await loginThroughUi(page, customer.email, NEW_PASSWORD);
    await waitForTitle(page, 'Meu extrato');
  });

  it('starts over at step 1 when a later step has no recovery data', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/esqueci-senha-etapa-tres');
    await page.getByText('Etapa 1 de 4', { exact: true }).last().waitFor();
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-um');
  });
});
