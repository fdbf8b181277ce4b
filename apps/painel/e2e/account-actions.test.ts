// Acting on a customer's account: end every session and deactivate it, each with a reason and a
// confirmation; the audit trail lists both actions with the reasons given.
import { describe, it } from 'vitest';
import {
  CONSOLE_WIDTHS,
  expectScreenFits,
  giveReason,
  useConsoleJourney,
} from './support/console-page.ts';
import { registerCustomer } from './support/customers.ts';

describe.each(CONSOLE_WIDTHS)('support: account actions (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('acoes', size);

  it('ends the sessions, deactivates, and the audit trail shows the reasons', async () => {
    const { page } = session;
    const nome = `Otávio Brandão ${size.width === 1280 ? 'Lima' : 'Reis'}`;
    // Registering signs the customer in: one session to end.
    const { customer } = await registerCustomer(nome);
    const encerrar = `Celular roubado, pedido do cliente ${label}`;
    const desativar = `Suspeita de fraude em análise ${label}`;

    await enrolled();
    await page.goto('/painel/clientes');
    await page.getByLabel('Buscar cliente').fill(nome.replace('á', 'a').replace('ã', 'a'));
    await page.getByRole('link', { name: customer.nome }).click();
    await page.getByRole('heading', { level: 1, name: customer.nome }).waitFor();

    await page.getByRole('tab', { name: 'Sessões' }).click();
    await page.getByRole('row').nth(1).waitFor();
    await expectScreenFits(page);

    await page.getByRole('button', { name: 'Encerrar sessões' }).click();
    await giveReason(
      page,
      `Encerrar as sessões de ${customer.nome}?`,
      encerrar,
      'Encerrar sessões',
      expectScreenFits,
    );
    await page.getByText('1 sessão encerrada.').waitFor();
    await page.getByText('Nenhum registro em Sessões').waitFor();

    await page.getByRole('button', { name: 'Desativar' }).click();
    await giveReason(page, `Desativar a conta de ${customer.nome}?`, desativar, 'Desativar');
    await page.getByText('Conta desativada.').waitFor();
    await page.getByRole('button', { name: 'Reativar' }).waitFor();
    await page.getByRole('tab', { name: 'Resumo' }).click();
    await page.getByText('Desativado').waitFor();
    await expectScreenFits(page);

    await page.goto('/painel/auditoria');
    await page
      .getByRole('row')
      .filter({ hasText: encerrar })
      .getByText('encerrar_sessoes')
      .waitFor();
    await page.getByRole('row').filter({ hasText: desativar }).getByText('desativar').waitFor();
    await expectScreenFits(page);
  });
});
