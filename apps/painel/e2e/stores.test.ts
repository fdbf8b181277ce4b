// Stores from the console: a new store's key is shown once, with a copy button, and is gone once the
// dialog closes; a new key shows once too, with until when the old one keeps working.
import { describe, expect, it } from 'vitest';
import { CONSOLE_WIDTHS, expectScreenFits, useConsoleJourney } from './support/console-page.ts';

describe.each(CONSOLE_WIDTHS)('stores in the console (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('lojas', size, {
    // The copy button writes to the clipboard, which the page may use once granted.
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  it('creates a store showing its key once, then rotates the key', async () => {
    const { page } = session;
    await enrolled();
    await page.goto('/painel/lojas');
    const nome = `Loja ${label} ${String(Date.now())}`;

    await page.getByRole('button', { name: 'Nova loja' }).click();
    const creating = page.getByRole('dialog', { name: 'Nova loja' });
    await creating.getByLabel('Nome').fill(nome);
    await expectScreenFits(page);
    await creating.getByRole('button', { name: 'Criar loja' }).click();

    const shown = page.getByRole('dialog', { name: `Chave da loja ${nome}` });
    const keyField = shown.getByLabel('Chave de API da loja');
    await keyField.waitFor();
    const chave = await keyField.inputValue();
    expect(chave.length).toBeGreaterThan(20);
    await shown.getByText('ela não será mostrada de novo').waitFor();
    await shown.getByRole('button', { name: 'Copiar a chave' }).click();
    await page.getByText('Chave copiada.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chave);
    await expectScreenFits(page);
    await shown.getByRole('button', { name: 'Guardei a chave: fechar' }).click();
    await shown.waitFor({ state: 'hidden' });
    expect(await page.content()).not.toContain(chave);

    const row = page.getByRole('row').filter({ hasText: nome });
    await row.getByText('R$ 0,00').waitFor();
    await row.getByRole('button', { name: `Trocar chave: ${nome}` }).click();
    await page.getByRole('dialog', { name: `Trocar a chave de ${nome}?` }).waitFor();
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Trocar chave', exact: true }).click();
    const rotated = page.getByRole('dialog', { name: `Chave da loja ${nome}` });
    await rotated.getByText('A chave anterior continua funcionando até').waitFor();
    const novaChave = await rotated.getByLabel('Chave de API da loja').inputValue();
    expect(novaChave).not.toBe(chave);
    await expectScreenFits(page);
    await rotated.getByRole('button', { name: 'Guardei a chave: fechar' }).click();
    await rotated.waitFor({ state: 'hidden' });
    await row.getByText('Chave anterior válida até').waitFor();
    expect(await page.content()).not.toContain(novaChave);
    await expectScreenFits(page);
  });
});
