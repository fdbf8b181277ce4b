// The store commands (DESIGN decision 5): `loja:criar` prints a new store's key once and stores only
// its hash; `loja:revogar` revokes it by id or name. Run as a user runs them, on the configured
// database: the embedded PGlite of DATA_DIR, or PostgreSQL (DATABASE_URL, here in a schema of its own).
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { findLojaByKey } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useOperatorCommands } from '../helpers/operator-commands.ts';

describeEachDatabase('store commands', (kind) => {
  const { command, options } = useOperatorCommands(kind);

  async function storeByKey(chave: string) {
    const database = await openDatabase(options());
    try {
      return await findLojaByKey(database.db, chave);
    } finally {
      await database.close();
    }
  }

  it('creates a store, prints its key once, refuses a duplicate name, and revokes it', async () => {
    const created = await command('loja-criar', 'Loja', 'Centro');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Loja criada: Loja Centro');
    const chave = /chave: (fid_loja_[A-Za-z0-9_-]{43})/.exec(created.stdout)?.[1] ?? '';
    const id = /id: +([0-9a-f-]{36})/.exec(created.stdout)?.[1];
    expect(await storeByKey(chave)).toEqual({ id, nome: 'Loja Centro' });

    const duplicate = await command('loja-criar', 'loja centro');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('Já existe uma loja chamada "loja centro".');

    const revoked = await command('loja-revogar', 'Loja Centro');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Chave revogada: Loja Centro (${id})`);
    expect(await storeByKey(chave)).toBeUndefined();

    const again = await command('loja-revogar', id ?? '');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Nenhuma loja ativa');
  }, 240_000);

  it('explains its usage when the name is missing', async () => {
    const result = await command('loja-criar');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Uso: npm run loja:criar -- "Nome da loja"');
  }, 120_000);
});
