// The programme's dashboard: a finance operator opens "Indicadores" for this month across the stores,
// narrows it to a store only this journey sells at and reads its figures, downloads them as CSV for a
// spreadsheet and goes back a month; then that store's own operator, at another computer, finds the
// same figures with no store to choose.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { addMonths, calendarDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import {
  INDICADORES_LOJAS_DESTAQUE,
  INDICADORES_SERIE_MESES,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { formatBrl } from '@fidelidade/domain/money';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { monthName } from '../src/features/indicadores/months.ts';
import {
  CONSOLE_WIDTHS,
  enrol,
  expectScreenFits,
  operator,
  secondContext,
  useConsoleJourney,
} from './support/console-page.ts';
import { postPurchase, registerCustomer, supportSeed } from './support/customers.ts';

const thisMonth = monthKey(new Date());
const lastMonth = addMonths(calendarDate(`${thisMonth}-01`), -1).iso.slice(0, 7);

/** A figure card's value by its label, e.g. the "Compras" card's "Valor". */
async function figure(page: Page, card: string, label: string): Promise<string> {
  const region = page.getByRole('region', { name: card, exact: true });
  const term = region.locator('dt', { hasText: label });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/**
 * The menu offers the dashboard; its address opens it (on a tablet the folded menu's tooltip would
 * stay under the pointer after a click, outside the page's landmarks).
 */
async function openDashboard(page: Page) {
  await page.getByRole('menuitem', { name: m.menu }).waitFor();
  await page.goto('/painel/indicadores');
}

/** The summaries take in new purchases every minute: a little more than that, and the page's load. */
const FOLD_WAIT_MS = 80_000;
const RELOAD_EVERY_MS = 3_000;

/** Reloads the page until `shown` holds, as a person would while the figures catch up. */
async function reloadUntil(page: Page, shown: () => Promise<boolean>) {
  const deadline = Date.now() + FOLD_WAIT_MS;
  while (!(await shown())) {
    if (Date.now() > deadline) throw new Error('the dashboard never showed the new purchases');
    await page.waitForTimeout(RELOAD_EVERY_MS);
    await page.reload();
  }
}

/** The store's figures this month, as this journey's purchases make them. */
async function expectStoreFigures(page: Page) {
  await expect.poll(() => figure(page, m.purchases, m.purchasesCount)).toBe('3');
  expect(await figure(page, m.purchases, m.purchasesValue)).toBe(formatBrl(17550));
  expect(await figure(page, m.active, m.customers)).toBe('2');
  // A customer joins the programme, not a store: members and liability do not apply.
  expect(await figure(page, m.members, m.membersTotal)).toBe('—');
  expect(await figure(page, m.liability, m.total)).toBe('—');
  await page.getByText(m.storeFigures).waitFor();
}

describe.each(CONSOLE_WIDTHS)('programme dashboard (%s)', (_label, size) => {
  const { session, enrolled } = useConsoleJourney('indicadores', size);
  const width = String(size.width) as '1280' | '768';
  // A person's name has letters only.
  const surname = width === '1280' ? 'Largo' : 'Estreito';

  it('reads a month for the programme and for one store, downloads CSV, then the store operator', async () => {
    const { page } = session;
    const store = supportSeed().dashboardStores[width];
    const ana = await registerCustomer(`Ana Indicadores ${surname}`);
    const bruno = await registerCustomer(`Bruno Indicadores ${surname}`);
    await postPurchase(ana.customer.cpf, 10000, store);
    await postPurchase(ana.customer.cpf, 5050, store);
    await postPurchase(bruno.customer.cpf, 2500, store);

    await enrolled();
    await openDashboard(page);
    const overview = page.getByRole('heading', {
      name: m.heading(monthName(thisMonth), m.allStores),
    });
    const ranking = page.getByRole('table', {
      name: m.topStoresTitle(INDICADORES_LOJAS_DESTAQUE),
    });
    const storeRow = ranking.getByRole('row').filter({ hasText: store.nome });
    await reloadUntil(page, async () => {
      await overview.waitFor();
      return (await storeRow.count()) > 0;
    });
    expect(await storeRow.innerText()).toContain(formatBrl(17550));
    await page
      .getByRole('img', { name: m.chartOf(m.purchasesSeriesTitle(INDICADORES_SERIE_MESES)) })
      .waitFor();
    await page.getByRole('table', { name: m.levelsTitle }).waitFor();
    await expectScreenFits(page);

    // The store is searched by part of its name, in any case.
    await page.getByRole('combobox', { name: m.store }).fill(`indicadores ${width}`);
    await page.getByRole('option', { name: store.nome }).click();
    await page
      .getByRole('heading', { name: m.heading(monthName(thisMonth), store.nome) })
      .waitFor();
    await expectStoreFigures(page);
    // Without the programme's customers, no level chart.
    expect(await page.getByRole('table', { name: m.levelsTitle }).count()).toBe(0);
    await expectScreenFits(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: m.downloadCsvOf(m.figuresTitle) }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(`${m.figure};${m.value}`);
    const [year, month] = thisMonth.split('-');
    expect(lines).toContain(`${m.month};${month ?? ''}/${year ?? ''}`);
    expect(lines).toContain(`${m.store};${store.nome}`);
    expect(lines).toContain(`${m.purchases}: ${m.purchasesCount};3`);
    expect(lines).toContain(`${m.purchases}: ${m.purchasesValue};175,50`);
    expect(lines).toContain(`${m.members}: ${m.membersTotal};`);

    await page.getByRole('combobox', { name: m.month }).click();
    await page.getByRole('option', { name: monthName(lastMonth), exact: true }).click();
    await page
      .getByRole('heading', { name: m.heading(monthName(lastMonth), store.nome) })
      .waitFor();
    await expect.poll(() => figure(page, m.purchases, m.purchasesCount)).toBe('0');
    await expectScreenFits(page);

    const lojista = await secondContext(session, size);
    await enrol(lojista.page, operator(`indicadoresloja-${width}`));
    await openDashboard(lojista.page);
    await lojista.page
      .getByRole('heading', { name: m.heading(monthName(thisMonth), store.nome) })
      .waitFor();
    await expectStoreFigures(lojista.page);
    expect(await lojista.page.getByRole('combobox', { name: m.store }).count()).toBe(0);
    // Its store alone in the ranking: the header and one row.
    const own = lojista.page.getByRole('table', {
      name: m.topStoresTitle(INDICADORES_LOJAS_DESTAQUE),
    });
    expect(await own.getByRole('row').allInnerTexts()).toEqual([
      expect.any(String),
      expect.stringContaining(store.nome),
    ]);
    await expectScreenFits(lojista.page);
    await lojista.close();
  }, 240_000);
});
