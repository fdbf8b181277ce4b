// The administrator's own screens: a new operator, its role changed, and the audit trail that
// recorded both, searched and exported as CSV.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';

describe.each(CONSOLE_WIDTHS)('operators and audit trail (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('equipe', size);

  it('creates an operator, changes its role, and finds both in the exported trail', async () => {
    const { page } = session;
    await enrolled();
    await page.goto('/painel/operadores/create');
    const email = `atendente-${String(size.width)}@painel.test`;
    await page.getByLabel('Nome').fill('Atendente Novo');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Atendimento' }).click();
    await page.getByLabel('Senha inicial').fill('Tx8$mQ2!vKp9#Lz4');
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

    await page.goto('/painel/auditoria');
    await page.getByRole('row').filter({ hasText: 'alterar' }).first().waitFor();
    await expectScreenFits(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('criar');
    expect(csv).toContain('alterar');
    await page.getByText('Arquivo CSV baixado.').waitFor();
  });
});
