// The loyalty statement (spec point 2, DESIGN decisions 4 and 6): a new customer's empty state, and
// purchases posted by a store through the partner API showing with their cashback, the level's
// progress and the chart's numbers, each entry opening its details.
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import { formatBrl } from '@fidelidade/domain/money';
import { describe, expect, it } from 'vitest';
import {
  cancelPurchase,
  customerOnStatement,
  partnerStore,
  postPurchase,
  redeem,
  registeredOnStatement,
} from './loyalty-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { pathnameOf, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('loyalty statement (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows a new customer the empty state, level 1 and what is missing', async () => {
    const { page } = session;
    await registeredOnStatement(page);
    await page.getByText('Você ainda não tem compras nos últimos 3 meses.').waitFor();
    const saldo = page.getByRole('region', { name: 'Saldo de cashback' });
    expect(await saldo.innerText()).toContain(formatBrl(0));
    expect(await saldo.innerText()).toContain('Nível 1');
    expect(await saldo.innerText()).toContain('Compras este mês: 0.');
    expect(await saldo.innerText()).toContain('Faltam 2 compras para o nível 2.');
    expect(await page.getByRole('listitem').filter({ hasText: 'Compra' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('lists purchases a store posted, newest first, with their rate and cashback', async () => {
    const { page } = session;
    const customer = await customerOnStatement(page);
    // DESIGN decision 4: the 1st and 2nd purchase of the month earn 5%, the 3rd 10%.
    const first = await postPurchase(customer.cpf, 3000);
    await postPurchase(customer.cpf, 3000);
    const third = await postPurchase(customer.cpf, 3000);
    expect([first.cashbackCentavos, third.cashbackCentavos]).toEqual([150, 300]);

    await page.reload();
    await waitForTitle(page, 'Meu extrato');
    const saldo = page.getByRole('region', { name: 'Saldo de cashback' });
    // Pending through the carência (DESIGN decision 15): nothing available yet.
    await saldo.getByText(`${formatBrl(600)} pendentes`).waitFor();
    expect(await saldo.locator('.balance-available .balance-value').innerText()).toBe(formatBrl(0));
    expect(await saldo.innerText()).toContain('Nível 2');
    expect(await saldo.innerText()).toContain('Falta 1 compra para o nível 3.');

    const entries = page.getByRole('region', { name: /Lançamentos dos últimos 3 meses/ });
    const links = entries.getByRole('list').getByRole('link');
    expect(await links.count()).toBe(3);
    const newest = await links.first().innerText();
    expect(newest).toContain(partnerStore().nome);
    expect(newest).toContain(`Compra de ${formatBrl(3000)} · 10%`);
    expect(newest).toContain(`+${formatBrl(300)}`);
    expect(newest).toContain('Pendente');
    expect(await links.last().innerText()).toContain(`+${formatBrl(150)}`);

    // The chart's text alternative: this month (the last row) earned R$ 6,00, nothing taken back,
    // spent or expired.
    const rows = page.getByRole('table', { name: 'Cashback de cada mês do período' });
    const lastRow = rows.getByRole('row').last();
    expect(await lastRow.getByRole('cell').allInnerTexts()).toEqual([
      formatBrl(600),
      formatBrl(0),
      formatBrl(0),
      formatBrl(0),
    ]);
    expect(await rows.getByRole('row').count()).toBe(4);
    // The bars say their amounts too.
    expect(await page.locator('.chart-month-row').last().innerText()).toContain(
      `Ganho ${formatBrl(600)}`,
    );
    await expectNoAxeViolations(page);

    await links.first().click();
    await waitForTitle(page, 'Detalhes da fidelidade');
    expect(pathnameOf(page)).toBe('/detalhes-fidelidade');
    const details = page.getByRole('article');
    await details.getByRole('heading', { name: `Compra em ${partnerStore().nome}` }).waitFor();
    const text = await details.innerText();
    expect(text).toContain('10%');
    expect(text).toContain(formatBrl(300));
    expect(text).toContain('3ª');
    expect(text).toContain(third.idCompraLoja);
    await details.getByRole('link', { name: 'Avaliar esta compra' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows a cancellation and a redemption taking cashback back out of the balance', async () => {
    const { page } = session;
    const customer = await customerOnStatement(page);
    // Past the carência, so available at once; the cancelled one is still pending.
    const keptAt = new Date(Date.now() - 40 * 86_400_000);
    const kept = await postPurchase(customer.cpf, 10000, keptAt);
    const cancelled = await postPurchase(customer.cpf, 4000);
    await cancelPurchase(cancelled.idCompraLoja);
    await redeem(customer.cpf, 200);

    await page.reload();
    const saldo = page.getByRole('region', { name: 'Saldo de cashback' });
    // R$ 5,00 available less R$ 2,00 spent; the pending R$ 2,00 removed by the cancellation.
    await saldo
      .locator('.balance-available .balance-value')
      .getByText(formatBrl(kept.cashbackCentavos - 200))
      .waitFor();
    expect(await saldo.innerText()).not.toContain('pendente');
    // What is left of the kept purchase's cashback expires 12 months after its release date.
    const expiry = cashbackDates(LAUNCH_RULES, keptAt).expiryDate;
    const [year, month, day] = expiry.iso.split('-');
    expect(await saldo.innerText()).toContain(
      `${formatBrl(kept.cashbackCentavos - 200)} expiram em ${day}/${month}/${year}`,
    );
    const links = page
      .getByRole('region', { name: /Lançamentos dos últimos 3 meses/ })
      .getByRole('list')
      .getByRole('link');
    expect(await links.count()).toBe(4);
    const texts = await links.allInnerTexts();
    expect(texts[0]).toContain('Resgate');
    expect(texts[0]).toContain(`Resgate de ${formatBrl(200)}`);
    expect(texts[0]).toContain(formatBrl(-200));
    expect(texts[1]).toContain('Compra cancelada');
    expect(texts[1]).toContain(formatBrl(-200));
    expect(texts[2]).toContain('Cancelado');
    expect(texts[3]).toContain('Disponível');
    await expectNoAxeViolations(page);

    await links.nth(1).click();
    await waitForTitle(page, 'Detalhes da fidelidade');
    const details = page.getByRole('article');
    await details
      .getByRole('heading', { name: `Compra cancelada em ${partnerStore().nome}` })
      .waitFor();
    expect(await details.innerText()).toContain(cancelled.idCompraLoja);
  });
});
