// Password recovery by SMS in the browser (spec points 2 and 5; DESIGN decisions 2, 3 and 11) at 390 px
// (pages) and 1280 px (modals): the channel stored as tipo 'sms', the server's SMS toast, the code read
// from the SMS the API's outbox really posted to the HTTP provider of the global setup, and step 4
// refusing weak passwords with the one password rule's messages before the reset goes through.
import { recoveryApiMessages, validationMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { expectStorageCleared, expectToast, fieldMessage } from './account-pages.ts';
import { startRecoveryThroughUi, stepScreen, storedRecovery } from './recovery-pages.ts';
import { codeIn } from './support/message-code.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { registerCustomer } from './support/registered-customer.ts';
import { waitForSms } from './support/sms-inbox.ts';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

/** Passwords that each break one part of the rule, with the message of the part they break. */
const WEAK_PASSWORDS = [
  ['Ab1x', validationMessages.passwordMin],
  [`Abc1${'x'.repeat(27)}`, validationMessages.passwordMax],
  ['recupera7', validationMessages.passwordUppercase],
  ['RECUPERA7', validationMessages.passwordLowercase],
  ['Recuperada', validationMessages.passwordDigit],
] as const;

describe.each(VIEWPORT_NAMES)('password recovery by SMS (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('sends the code by SMS, refuses weak passwords and resets with a good one', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();

    const two = await startRecoveryThroughUi(page, viewport, customer.email);
    await two.getByRole('button', { name: 'Receber por SMS' }).click();
    await expectToast(page, recoveryApiMessages.codeSentSms);

    const three = await stepScreen(page, viewport, 3);
    const maskedPhone = `(11) 9****-${customer.celular.slice(-4)}`;
    expect(await storedRecovery(page)).toMatchObject({ tipo: 'sms', celular: maskedPhone });
    await three.getByText(`Enviamos o código por SMS para ${maskedPhone}.`).waitFor();
    const sms = await waitForSms(customer.celular);
    expect(sms.message).toContain('Fidelidade: seu código de recuperação de senha é');
    await three.getByLabel('Código de verificação').fill(codeIn(sms.message));
    await three.getByRole('button', { name: 'Confirmar código' }).click();
    await expectToast(page, recoveryApiMessages.codeValidated);

    const four = await stepScreen(page, viewport, 4);
    const senha = four.getByLabel('Nova senha', { exact: true });
    const confirmacao = four.getByLabel('Confirme a nova senha');
    const submit = four.getByRole('button', { name: 'Alterar senha' });
    for (const [weak, message] of WEAK_PASSWORDS) {
      await senha.fill(weak);
      await confirmacao.fill(weak);
      await submit.click();
      await expectToast(page, message);
      expect(await fieldMessage(senha)).toBe(message);
      expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-quatro');
    }
    await senha.fill('Recuperada7');
    await confirmacao.fill('Recuperada7');
    await submit.click();

    await expectToast(page, recoveryApiMessages.passwordChanged);
    await waitForTitle(page, 'Fidelidade');
    expect(pathnameOf(page)).toBe('/home');
    await expectStorageCleared(page);
  });
});
