// The administrator's own screens: a new operator, its role changed, its access reset (it then enrols
// a second factor again at another computer), and the audit trail that recorded all three, searched
// and exported as CSV.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_WIDTHS,
  enrol,
  expectScreenFits,
  secondContext,
  useConsoleJourney,
} from './support/console-page.ts';

describe.each(CONSOLE_WIDTHS)('operators and audit trail (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('equipe', size);

  it('creates an operator, changes its role, resets its access, and finds all in the exported trail', async () => {
    const { page } = session;
    await enrolled();
    await page.goto('/painel/operadores/create');
    const email = `atendente-${String(size.width)}@painel.test`;
    const senhaInicial = 'Tx8$mQ2!vKp9#Lz4';
    await page.getByLabel('Nome').fill('Atendente Novo');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Atendimento' }).click();
    await page.getByLabel('Senha inicial').fill(senhaInicial);
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Atendimento').waitFor();
    await expectScreenFits(page);
    await row.getByText(email).click();
    await page.getByRole('combobox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Financeiro' }).click();
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('row').filter({ hasText: email }).getByText('Financeiro').waitFor();

    const other = await secondContext(session, size);
    const first = await enrol(other.page, { email, senha: senhaInicial, nome: 'Atendente Novo' });
    const novaSenha = 'Rq7#wZ3!nFp8$Kd2';
    await page.getByRole('row').filter({ hasText: email }).getByText(email).click();
    await page.getByRole('button', { name: 'Redefinir acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir o acesso de Atendente Novo' });
    await dialog.getByLabel('Nova senha').fill(novaSenha);
    await expectScreenFits(page);
    await dialog.getByRole('button', { name: 'Redefinir' }).click();
    await page
      .getByText('Acesso redefinido. O operador cadastra o segundo fator ao entrar.')
      .waitFor();
    const again = await enrol(other.page, { email, senha: novaSenha, nome: 'Atendente Novo' });
    expect(again.segredo).not.toBe(first.segredo);
    await other.close();

    await page.goto('/painel/auditoria');
    await page.getByRole('row').filter({ hasText: 'alterar' }).first().waitFor();
    await expectScreenFits(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('criar');
    expect(csv).toContain('alterar');
    expect(csv).toContain('redefinir_acesso');
    await page.getByText('Arquivo CSV baixado.').waitFor();
    // A second operator's whole life (creation, role, access reset) and the trail's export: twice
    // the console journeys' limit, as it takes most of that limit on a loaded machine.
  }, 180_000);
});
