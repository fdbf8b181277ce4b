// Signing in to the console: the first sign-in enrols the TOTP (the test reads the secret off the page
// and computes the code) and shows the recovery codes once; later sign-ins take the authenticator's
// code, refuse a wrong one with the API's message, and accept a recovery code instead; "Sair de todos
// os dispositivos" ends every session.
import { describe, it } from 'vitest';
import { painelMessages } from '@fidelidade/domain/messages';
import {
  CONSOLE_WIDTHS,
  enterCredentials,
  expectScreenFits,
  signIn,
  signOut,
  useConsoleJourney,
} from './support/console-page.ts';

describe.each(CONSOLE_WIDTHS)('signing in to the console (%s)', (label, size) => {
  const { session, who, enrolled } = useConsoleJourney('entrada', size);

  it('enrols the TOTP, shows the recovery codes, then signs in with a TOTP or a recovery code, and out everywhere', async () => {
    const { page } = session;
    // A wrong code is refused with the API's message (the 401 it answers is logged too).
    session.allowConsoleErrors(/status of 40[01]/);

    const { segredo, codigos } = await enrolled(expectScreenFits);
    await expectScreenFits(page);
    await signOut(page);

    await enterCredentials(page, who());
    await page.getByLabel('Código de 6 dígitos do aplicativo autenticador').fill('000000');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: painelMessages.wrongTotp }).waitFor();
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Voltar' }).click();

    await signIn(page, who(), segredo);
    await signOut(page);

    await enterCredentials(page, who());
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(codigos[0] ?? '');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: `Olá, ${who().nome}` }).waitFor();

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair de todos os dispositivos' }).click();
    await page.getByRole('heading', { name: 'Entrar no painel' }).waitFor();
    await page.getByText('Você saiu de todos os dispositivos.').waitFor();
    await expectScreenFits(page);
  });
});
