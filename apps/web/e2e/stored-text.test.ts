// Stored text never runs as script. The free text the app shows, a rating's comment (rating
// page, statement entry) and the store's purchase id (statement entry), is stored as sent, markup
// included, and shown literally: no element is made of it and nothing in it runs. The name and e-mail
// refuse markup on the server (apps/api/test/accounts/markup.test.ts).
import { randomUUID } from 'node:crypto';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerOnStatement, postPurchase } from './loyalty-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForTitle } from './shell-pages.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/** Nothing of the markup became an element, and nothing of it ran. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script')].filter((s) => s.text.includes('__xss')),
  );
  expect(scripts).toHaveLength(0);
}

describe.each(VIEWPORT_NAMES)('stored text (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows a comment and a purchase id holding markup as plain text', async () => {
    const { page } = session;
    const customer = await customerOnStatement(page);
    // The store's purchase id is free text up to 100 characters; a suffix keeps it unique.
    const idCompraLoja = `${MARKUP} ${randomUUID().slice(0, 8)}`;
    const purchase = await postPurchase(customer.cpf, 4590, new Date(), idCompraLoja);

    await page.goto(purchase.linkAvaliacao);
    await waitForTitle(page, 'Avalie sua compra');
    await page
      .getByRole('radiogroup', { name: 'Quantas estrelas você dá para esta compra?' })
      .getByRole('radio', { name: '5 estrelas' })
      .check();
    await page.getByLabel('Comentário (opcional)').fill(MARKUP);
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByRole('heading', { name: loyaltyMessages.ratingSaved }).waitFor();
    await page.getByText(`Seu comentário: “${MARKUP}”`, { exact: true }).waitFor();
    await expectInert(page);

    // As stored: the page opened again reads the comment back from the API.
    await page.reload();
    await page.getByRole('heading', { name: loyaltyMessages.alreadyRated }).waitFor();
    await page.getByText(`Seu comentário: “${MARKUP}”`, { exact: true }).waitFor();
    await expectInert(page);

    await page.goto('/extrato-fidelidade');
    await waitForTitle(page, 'Meu extrato');
    const entries = page.getByRole('region', { name: /Lançamentos dos últimos 3 meses/ });
    await entries.getByRole('list').getByRole('link').first().click();
    await waitForTitle(page, 'Detalhes da fidelidade');
    const details = page.getByRole('article');
    await details.getByText(idCompraLoja, { exact: true }).waitFor();
    await details
      .getByText(`Sua avaliação: 5 de 5 estrelas. “${MARKUP}”`, { exact: true })
      .waitFor();
    await expectInert(page);
  });
});
