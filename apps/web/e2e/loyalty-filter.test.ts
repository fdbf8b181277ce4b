// The loyalty filter and level info (spec points 2 and 9): 'Quantos meses deseja visualizar?' with 3, 6
// and 12 months; 'Confirmar' reloads the statement with the chosen period, 'Cancelar' or closing it
// any other way (the 'Fechar' button, Escape, a click on the backdrop) with 3. The levels modal explains levels 1 to 3 with the R$ 30,00 example and closes on 'Confirmar'.
import type { Page } from 'playwright-core';
import { formatBrl } from '@fidelidade/domain/money';
import { describe, expect, it } from 'vitest';
import { frontSheet } from './account-pages.ts';
import { customerOnStatement, daysAgo, postPurchase } from './loyalty-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORTS, VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { waitForTitle } from './shell-pages.ts';

/** Opens the filter over a 6-month statement and picks 12 months without confirming. */
async function openFilterOnSixMonths(page: Page) {
  await page.goto('/extrato-fidelidade?meses=6');
  await page.getByText('Você ainda não tem compras nos últimos 6 meses.').waitFor();
  await page.getByRole('link', { name: 'Filtrar período' }).click();
  await waitForTitle(page, 'Período do extrato');
  await waitForSettledOverlays(page);
  const sheet = frontSheet(page);
  expect(await sheet.getByRole('radio', { name: '6 meses' }).isChecked()).toBe(true);
  await sheet.getByRole('radio', { name: '12 meses' }).check();
}

async function expectThreeMonths(page: Page) {
  await page.locator('ion-modal').waitFor({ state: 'detached' });
  await page.getByText('Você ainda não tem compras nos últimos 3 meses.').waitFor();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/extrato-fidelidade');
}

describe.each(VIEWPORT_NAMES)('loyalty filter and levels (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('changes the period with Confirmar and goes back to 3 months with Cancelar', async () => {
    const { page } = session;
    const customer = await customerOnStatement(page);
    // 100 days back is always before the 3-month period (at most 92 days) and inside the 6-month one.
    await postPurchase(customer.cpf, 5000, daysAgo(100));
    await page.reload();
    await page.getByText('Você ainda não tem compras nos últimos 3 meses.').waitFor();

    await page.getByRole('link', { name: 'Filtrar período' }).click();
    await waitForTitle(page, 'Período do extrato');
    await waitForSettledOverlays(page);
    const sheet = frontSheet(page);
    const question = sheet.getByRole('group', { name: 'Quantos meses deseja visualizar?' });
    const options = question.getByRole('radio');
    expect(
      await options.evaluateAll((inputs) => inputs.map((i) => i.parentElement?.textContent)),
    ).toEqual(['3 meses', '6 meses', '12 meses']);
    expect(await question.getByRole('radio', { name: '3 meses' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // Keyboard: the arrow keys move the choice inside the group.
    await question.getByRole('radio', { name: '3 meses' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await question.getByRole('radio', { name: '6 meses' }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: 'Confirmar' }).click();

    await page.getByRole('heading', { name: 'Lançamentos dos últimos 6 meses' }).waitFor();
    expect(new URL(page.url()).search).toBe('?meses=6');
    const entries = page.getByRole('region', { name: 'Lançamentos dos últimos 6 meses' });
    const entry = entries.getByRole('list').getByRole('link');
    expect(await entry.count()).toBe(1);
    expect(await entry.innerText()).toContain(`+${formatBrl(250)}`);
    expect(
      await page
        .getByRole('table', { name: 'Cashback de cada mês do período' })
        .getByRole('row')
        .count(),
    ).toBe(7);

    // Opened again, it starts on the current period; Cancelar returns 3.
    await page.getByRole('link', { name: 'Filtrar período' }).click();
    await waitForTitle(page, 'Período do extrato');
    await waitForSettledOverlays(page);
    expect(await frontSheet(page).getByRole('radio', { name: '6 meses' }).isChecked()).toBe(true);
    await frontSheet(page).getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Você ainda não tem compras nos últimos 3 meses.').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/extrato-fidelidade');
  });

  it('goes back to 3 months when closed without Cancelar (Fechar, Escape, backdrop)', async () => {
    const { page } = session;
    await customerOnStatement(page);

    await openFilterOnSixMonths(page);
    await frontSheet(page).getByRole('button', { name: 'Fechar' }).click();
    await expectThreeMonths(page);

    await openFilterOnSixMonths(page);
    await page.keyboard.press('Escape');
    await expectThreeMonths(page);

    // At phone width the sheet covers the whole screen, so there is no backdrop to click.
    if (viewport === 'desktop') {
      await openFilterOnSixMonths(page);
      const box = await frontSheet(page).locator('.modal-wrapper').boundingBox();
      expect(box?.y).toBeGreaterThan(5);
      await page.mouse.click(VIEWPORTS[viewport].width / 2, 5);
      await expectThreeMonths(page);
    }
  });

  it('explains the three levels with the R$ 30,00 example and closes on Confirmar', async () => {
    const { page } = session;
    await customerOnStatement(page);
    await page.getByRole('link', { name: 'Como funcionam os níveis' }).click();
    await waitForTitle(page, 'Níveis de fidelidade');
    await waitForSettledOverlays(page);
    const levels = frontSheet(page).getByRole('list', { name: 'Níveis do programa' });
    const items = levels.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    for (const [index, [percent, cashback]] of [
      [5, 150],
      [10, 300],
      [15, 450],
    ].entries()) {
      const text = await items.nth(index).innerText();
      expect(text).toContain(`Nível ${index + 1}: ${percent}% de cashback`);
      expect(text).toContain(
        `Numa compra de ${formatBrl(3000)}, você recebe ${formatBrl(cashback ?? 0)} de cashback.`,
      );
    }
    await expectNoAxeViolations(page);
    await frontSheet(page).getByRole('button', { name: 'Confirmar' }).click();
    await page.locator('ion-modal').waitFor({ state: 'detached' });
    await waitForTitle(page, 'Meu extrato');
    expect(new URL(page.url()).pathname).toBe('/extrato-fidelidade');
  });
});
