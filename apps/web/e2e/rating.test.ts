// Rating a purchase (spec point 2, DESIGN decision 5): the link in a store's purchase answer, opened in
// the browser without logging in, stores the hash under 'hash', shows the purchase and records 1 to 5
// stars and a comment once; an unknown link and an already rated purchase are explained.
import { formatBrl } from '@fidelidade/domain/money';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { expectToast } from './account-pages.ts';
import { partnerStore, postPurchase } from './loyalty-pages.ts';
import { registerCustomer } from './support/registered-customer.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('rating (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('records the stars and comment for the purchase behind the link, once', async () => {
    const { page } = session;
    const { customer } = await registerCustomer();
    const purchase = await postPurchase(customer.cpf, 4590);
    const hash = purchase.linkAvaliacao.replace('/avaliacao/', '');

    // As when the customer opens the link from a receipt: nobody logged in on this browser.
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto(purchase.linkAvaliacao);
    await waitForTitle(page, 'Avalie sua compra');
    expect(pathnameOf(page)).toBe('/avaliacao');
    expect(await page.evaluate(() => localStorage.getItem('hash'))).toBe(hash);
    const compra = page.getByRole('region', { name: `Sua compra em ${partnerStore().nome}` });
    expect(await compra.innerText()).toContain(formatBrl(4590));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expectToast(page, loyaltyMessages.starsRequired);
    const stars = page.getByRole('radiogroup', {
      name: 'Quantas estrelas você dá para esta compra?',
    });
    expect(await stars.getByRole('radio').count()).toBe(5);
    await stars.getByRole('radio', { name: '4 estrelas' }).check();
    await page.getByLabel('Comentário (opcional)').fill('Atendimento rápido e simpático.');
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByRole('heading', { name: loyaltyMessages.ratingSaved }).waitFor();
    expect(await page.getByText('Sua nota: 4 estrelas.').count()).toBe(1);
    await expectNoAxeViolations(page);

    // Opened again, the purchase is already rated and shows the rating on record.
    await page.reload();
    await page.getByRole('heading', { name: loyaltyMessages.alreadyRated }).waitFor();
    await page.getByText('Seu comentário: “Atendimento rápido e simpático.”').waitFor();
  });

  it('explains an unknown rating link', async () => {
    const { page } = session;
    session.allowConsoleErrors(/404/);
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/avaliacao/AAAAAAAAAAAAAAAAAAAAAA');
    await waitForTitle(page, 'Avalie sua compra');
    await page.getByRole('heading', { name: 'Link inválido' }).waitFor();
    await page.getByText(loyaltyMessages.ratingNotFound).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar avaliação' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
