// A store's operator: its own store's purchases (the buyer's CPF masked) and ratings, and nothing to
// act on; no customer search in its menu.
import { describe, expect, it } from 'vitest';
import { formatBrl } from '@fidelidade/domain/money';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';
import { postPurchase, ratePurchase, registerCustomer } from './support/customers.ts';

describe.each(CONSOLE_WIDTHS)('support: a store operator (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('vendas', size);

  it("sees its store's purchases and ratings, and no action", async () => {
    const { page } = session;
    const { customer } = await registerCustomer('Benedita Lustosa');
    const compra = await postPurchase(customer.cpf, 4590);
    const comentario = `Atendimento excelente no caixa ${label}`;
    await ratePurchase(compra, 5, comentario);

    await enrolled();
    const menu = page.getByRole('menuitem');
    await page.getByRole('menuitem', { name: 'Compras' }).waitFor();
    expect(await menu.filter({ hasText: 'Clientes' }).count()).toBe(0);
    expect(await menu.filter({ hasText: 'Ajustes' }).count()).toBe(0);

    await page.goto('/painel/compras');
    const row = page.getByRole('row').filter({ hasText: compra.idCompraLoja });
    await row.getByText(formatBrl(4590)).waitFor();
    expect(await row.innerText()).toContain(cpfMascarado(customer.cpf));
    expect(await row.getByRole('button').count()).toBe(0);
    await expectScreenFits(page);

    await page.getByRole('menuitem', { name: 'Avaliações' }).waitFor();
    await page.goto('/painel/avaliacoes');
    const rating = page.getByRole('row').filter({ hasText: comentario });
    await rating.waitFor();
    expect(await rating.getByRole('button').count()).toBe(0);
    await expectScreenFits(page);
  });
});
