// A manual adjustment in the customer's statement (docs/decisions/0018-manual-adjustments.md): an
// operator writes a credit above the approval threshold, which the customer does not see while it
// waits; a second operator approves it, and the statement shows it as "Ajuste" with the reason the
// staff wrote for the customer, in the list and in the entry's details.
import { formatBrl } from '@fidelidade/domain/money';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { onStatementAs } from './loyalty-pages.ts';
import { ConsoleClient } from './support/console-client.ts';
import { registerCustomer } from './support/registered-customer.ts';
import { waitForTitle } from './shell-pages.ts';

const MOTIVO_PUBLICO = 'Compensação pela compra não registrada';

/** The customer's id: the subject of their session token. */
function clienteIdOf(jwt: string): string {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

describe.each(VIEWPORT_NAMES)('a manual adjustment in the statement (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows an approved adjustment as "Ajuste" with its reason, in the list and its details', async () => {
    const { page } = session;
    const { usuario } = await registerCustomer();
    await onStatementAs(page, usuario);

    const operators = inject('adjustmentOperators')[viewport];
    const autor = await ConsoleClient.signIn(operators.autor);
    const created = await autor.post<{ id: string; estado: string }>(
      `/clientes/${clienteIdOf(usuario.jwt)}/ajustes`,
      {
        tipo: 'credito',
        valorCentavos: 15_000,
        motivo: 'Compra de 12/11 não registrada pela loja',
        motivoPublico: MOTIVO_PUBLICO,
      },
    );
    expect(created.status).toBe(201);
    expect(created.data.estado).toBe('aguardando_aprovacao');
    await page.reload();
    await page.getByText('Você ainda não tem compras nos últimos 3 meses.').waitFor();

    const aprovador = await ConsoleClient.signIn(operators.aprovador);
    const approved = await aprovador.post(`/ajustes/${created.data.id}/aprovar`, {
      motivo: 'Conferido com o cupom fiscal',
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await waitForTitle(page, 'Meu extrato');
    const saldo = page.getByRole('region', { name: 'Saldo de cashback' });
    await saldo.locator('.balance-available .balance-value').getByText(formatBrl(15_000)).waitFor();
    const links = page
      .getByRole('region', { name: /Lançamentos dos últimos 3 meses/ })
      .getByRole('list')
      .getByRole('link');
    expect(await links.count()).toBe(1);
    const entry = await links.first().innerText();
    expect(entry).toContain('Ajuste');
    expect(entry).toContain(MOTIVO_PUBLICO);
    expect(entry).toContain(`+${formatBrl(15_000)}`);
    expect(entry).not.toContain('null');
    await expectNoAxeViolations(page);

    await links.first().click();
    await waitForTitle(page, 'Detalhes da fidelidade');
    const details = page.getByRole('article');
    await details.getByRole('heading', { name: 'Ajuste' }).waitFor();
    const text = await details.innerText();
    expect(text).toContain('Motivo');
    expect(text).toContain(MOTIVO_PUBLICO);
    expect(text).toContain('Valor do ajuste');
    expect(text).toContain(formatBrl(15_000));
    await expectNoAxeViolations(page);
  });
});
