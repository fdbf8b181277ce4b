// Customer support from search to the customer's statement: an agent finds a customer by an accented
// name typed without accents, reveals the data with a reason (keyboard only), asks for a credit above
// the approval threshold; a finance operator at another computer approves it; the customer signs in
// to the customers' app and reads "Ajuste" with the public reason.
import { describe, expect, it } from 'vitest';
import { formatBrl } from '@fidelidade/domain/money';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import {
  CONSOLE_WIDTHS,
  REASON_FIELD,
  enrol,
  expectScreenFits,
  giveReason,
  operator,
  secondContext,
  useConsoleJourney,
} from './support/console-page.ts';
import { signInToCustomerApp } from './support/customer-app.ts';
import { postPurchase, registerCustomer } from './support/customers.ts';

const VALOR = 15_000;

describe.each(CONSOLE_WIDTHS)(
  'support: adjustment approved by another operator (%s)',
  (label, size) => {
    const { session, enrolled } = useConsoleJourney('suporte', size);

    it('searches, reveals, asks a credit, a second operator approves, the customer sees it', async () => {
      const { page } = session;
      const sobrenome = size.width === 1280 ? 'Conceição Araújo' : 'Gonçalves Simões';
      const { customer } = await registerCustomer(`Joana ${sobrenome}`);
      await postPurchase(customer.cpf, 3000);
      const publico = `Compensação pela entrega atrasada ${label}`;

      await enrolled();
      await page.goto('/painel/clientes');
      await page.getByText('Digite ao menos 2 caracteres para buscar.').waitFor();
      await page
        .getByLabel('Buscar cliente')
        .fill(`joana ${sobrenome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`);
      const link = page.getByRole('link', { name: customer.nome });
      await link.waitFor();
      const row = page.getByRole('row').filter({ has: link });
      await row.getByText(cpfMascarado(customer.cpf)).waitFor();
      expect(await row.innerText()).not.toContain(maskCpf(customer.cpf));
      await expectScreenFits(page);
      await link.click();

      await page.getByRole('heading', { level: 1, name: customer.nome }).waitFor();
      await page.getByText(cpfMascarado(customer.cpf)).waitFor();
      await expectScreenFits(page);

      // The reveal by keyboard alone: the button, the reason, then the dialog's own button.
      await page.getByRole('button', { name: 'Mostrar dados completos' }).focus();
      await page.keyboard.press('Enter');
      const reveal = page.getByRole('dialog', { name: 'Mostrar os dados completos?' });
      await expect
        .poll(() => reveal.getByLabel(REASON_FIELD).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.type('Cliente ao telefone confirmou a identidade');
      await expectScreenFits(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(maskCpf(customer.cpf)).waitFor();
      await page.getByText(customer.email).waitFor();
      await page.getByText('O acesso foi registrado na auditoria').waitFor();

      await page.getByRole('button', { name: 'Novo ajuste' }).click();
      const ajuste = page.getByRole('dialog', { name: `Novo ajuste para ${customer.nome}` });
      expect(await ajuste.getByRole('radio', { name: 'Crédito' }).isChecked()).toBe(true);
      await ajuste.getByLabel(/^Valor/).fill('150');
      await ajuste.getByLabel(/^Motivo público/).fill(publico);
      await ajuste.getByLabel(/^Motivo interno/).fill('Pedido do cliente ao telefone');
      await ajuste.getByRole('button', { name: 'Criar ajuste' }).click();
      await page.getByText('Ajuste criado: ele espera a aprovação de outro operador.').waitFor();
      await expectScreenFits(page);

      // The agent's own list: waiting, with nothing to decide for an agent.
      await page.goto('/painel/ajustes');
      const waiting = page.getByRole('row').filter({ hasText: publico });
      await waiting.getByText('Aguardando aprovação').waitFor();
      expect(await waiting.getByRole('button').count()).toBe(0);
      await expectScreenFits(page);

      const finance = await secondContext(session, size);
      try {
        await enrol(finance.page, operator(`aprovacao-${size.width === 1280 ? '1280' : '768'}`));
        await finance.page.goto('/painel/ajustes');
        const pending = finance.page.getByRole('row').filter({ hasText: publico });
        await pending.getByText('Aguardando aprovação').waitFor();
        await expectScreenFits(finance.page);
        await pending
          .getByRole('button', { name: `Aprovar o ajuste de ${formatBrl(VALOR)}` })
          .click();
        await giveReason(
          finance.page,
          `Aprovar o ajuste de ${formatBrl(VALOR)}?`,
          'Atraso confirmado com a loja',
          'Aprovar',
          expectScreenFits,
        );
        await finance.page.getByText('Ajuste aprovado e aplicado.').waitFor();
      } finally {
        await finance.close();
      }

      const customerApp = await secondContext(session, size);
      try {
        await signInToCustomerApp(customerApp.page, customer.email, customer.senha);
        const entry = customerApp.page.getByRole('link').filter({ hasText: publico });
        await entry.waitFor();
        expect(await entry.innerText()).toContain('Ajuste');
        expect(await entry.innerText()).toContain(formatBrl(VALOR));
      } finally {
        await customerApp.close();
      }
      // Two operators enrol (password and TOTP) and the customer logs in to the app: twice the
      // console journeys' limit, as it takes most of that limit on a loaded machine.
    }, 180_000);
  },
);
