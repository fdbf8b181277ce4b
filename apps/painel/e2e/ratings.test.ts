// The customers' ratings across the stores: a support agent narrows "Avaliações" to the support
// store and to four stars, finds the rating the customer just left, and reads the store's average in
// the summary's table beside its chart.
import { describe, expect, it } from 'vitest';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import { consoleRatingMessages as m } from '@fidelidade/domain/messages';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';
import { postPurchase, ratePurchase, registerCustomer, supportSeed } from './support/customers.ts';

describe.each(CONSOLE_WIDTHS)('ratings across the stores (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('avaliacoes', size);

  it('filters by store and stars and reads the summary table', async () => {
    const { page } = session;
    const { customer } = await registerCustomer('Iracema Tavares');
    const four = await postPurchase(customer.cpf, 2590);
    const comentario = `Entrega rápida ${label}`;
    await ratePurchase(four, 4, comentario);
    await ratePurchase(await postPurchase(customer.cpf, 1000), 1, `Fila longa ${label}`);
    const loja = supportSeed().store.nome;

    await enrolled();
    await page.getByRole('menuitem', { name: 'Avaliações' }).click();
    // The store is searched by part of its name, in any case.
    await page.getByRole('combobox', { name: m.store }).fill('suporte');
    await page.getByRole('option', { name: loja }).click();
    await page.getByRole('combobox', { name: m.stars }).click();
    await page.getByRole('option', { name: m.starsLabel(4) }).click();
    await page.keyboard.press('Escape');

    const row = page.getByRole('row').filter({ hasText: comentario });
    await row.waitFor();
    expect(await row.innerText()).toContain(cpfMascarado(customer.cpf));
    await row.getByRole('link', { name: m.openStore(loja) }).waitFor();
    await row.getByRole('link', { name: m.openCustomer(cpfMascarado(customer.cpf)) }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Fila longa ${label}` })
          .count(),
      )
      .toBe(0);

    const perStore = page.getByRole('table', { name: m.perStoreTitle });
    const storeRow = perStore.getByRole('row').filter({ hasText: loja });
    await storeRow.waitFor();
    await page.getByRole('img', { name: m.chartOf(m.perStoreTitle) }).waitFor();
    // Only four-star ratings are left under the filter: the store's average is 4,00.
    expect(await storeRow.innerText()).toContain('4,00');
    await expectScreenFits(page);
  });
});
