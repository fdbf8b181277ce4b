// A new version of the programme rules from the console: the form's check, the API's own refusal in
// its words, then the version listed from its start month.
import { describe, it } from 'vitest';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';

/** A month some years ahead, so each width's version starts in a month of its own. */
function futureMonth(yearsAhead: number): string {
  return `${String(new Date().getFullYear() + yearsAhead)}-03`;
}

describe.each(CONSOLE_WIDTHS)('rules versions in the console (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('regras', size);

  it('adds a version from a future month, after the API refuses falling rates', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 400/);
    await enrolled();
    await page.goto('/painel/regras');
    await page.getByText('Em vigor').waitFor();
    await expectScreenFits(page);

    await page.getByRole('link', { name: 'Nova versão' }).click();
    const inicio = futureMonth(size.width > 1000 ? 2 : 3);
    await page.getByLabel('Início (AAAA-MM)').fill(inicio);
    await page.getByLabel('Percentuais por compra no mês').fill('10, 5');
    await page.getByLabel('Compras para os níveis 2 e 3').fill('2, 4');
    await page.getByLabel('Carência (dias)').fill('30');
    await page.getByLabel('Validade (meses)').fill('12');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Os percentuais não podem cair').waitFor();
    await expectScreenFits(page);

    await page.getByLabel('Percentuais por compra no mês').fill('5, 5, 10, 15');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Nova versão das regras cadastrada.').waitFor();
    const [year, month] = inicio.split('-');
    await page
      .getByRole('row')
      .filter({ hasText: `${month ?? ''}/${year ?? ''}` })
      .waitFor();
    await expectScreenFits(page);
  });
});
