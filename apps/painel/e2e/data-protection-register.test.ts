// Answering the authority: a customer erases their account in the app; an administrator finds the
// erasure in the data-protection register by typing the person's CPF, and downloads it as CSV, which
// names the person only by the CPF's hash.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import { consoleRegisterMessages } from '@fidelidade/domain/messages';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';
import { eraseOwnAccount, registerCustomer } from './support/customers.ts';

const { tipos, canais, csvHeader } = consoleRegisterMessages;

describe.each(CONSOLE_WIDTHS)('data-protection register (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('registro', size);

  it('finds an erased customer by CPF and downloads the register as CSV', async () => {
    const { page } = session;
    const { customer, usuario } = await registerCustomer(
      `Heloísa Prado ${size.width === 1280 ? 'Lima' : 'Reis'}`,
    );
    await eraseOwnAccount(usuario);

    await enrolled();
    await page.goto('/painel/registro-protecao-dados');
    await page.getByLabel('CPF do titular').fill(maskCpf(customer.cpf));
    // The header and this person's one row, once the search by CPF has answered.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = page.getByRole('row').filter({ hasText: tipos.exclusao });
    await row.getByText(canais.app).waitFor();
    await expectScreenFits(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(csvHeader.join(';'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${tipos.exclusao};${canais.app};`);
    expect(csv).not.toContain(customer.cpf);
    await page.getByText('Arquivo CSV baixado.').waitFor();
  });
});
