// 'Baixar meus dados' (LGPD art. 18): from My account, a customer with a purchase saves
// meus-dados-fidelidade.json holding their profile and that purchase, by keyboard, with a toast; a
// failed call says so in Portuguese. The modal passes axe before and after.
import { readFile } from 'node:fs/promises';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { privacyMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { expectToast, openSheet } from './account-pages.ts';
import { customerOnStatement, partnerStore, postPurchase } from './loyalty-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';

describe.each(VIEWPORT_NAMES)('downloading my data (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('saves a JSON file with the profile and the purchases', async () => {
    const { page } = session;
    const customer = await customerOnStatement(page);
    const purchase = await postPurchase(customer.cpf, 4590);
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    await expectNoAxeViolations(page);

    const button = account.getByRole('button', { name: privacyMessages.downloadLabel });
    await button.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados-fidelidade.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as MeusDados;
    expect(data.perfil).toMatchObject({
      nome: customer.nome,
      cpf: customer.cpf,
      celular: customer.celular,
      email: customer.email,
    });
    expect(data.compras).toMatchObject([
      {
        loja: partnerStore().nome,
        idCompraLoja: purchase.idCompraLoja,
        valorCentavos: 4590,
        cashbackCentavos: purchase.cashbackCentavos,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('senha');
    await expectToast(page, privacyMessages.downloaded);
    await expectNoAxeViolations(page);
  });

  it('tells the customer when the download fails', async () => {
    const { page } = session;
    await customerOnStatement(page);
    const account = await openSheet(page, '/minha-conta', 'Minha conta');
    session.allowConsoleErrors(/status of 503/);
    await page.route('**/api/meus_dados', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          message: 'Indisponível',
          data: null,
          responseCode: 503,
        }),
      }),
    );
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await account.getByRole('button', { name: privacyMessages.downloadLabel }).click();
    await expectToast(page, privacyMessages.downloadFailed);
    expect(downloads).toBe(0);
    await account.getByRole('button', { name: privacyMessages.downloadLabel }).waitFor();
  });
});
