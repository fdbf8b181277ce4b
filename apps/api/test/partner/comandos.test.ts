// The store commands (DESIGN decision 5): `loja:criar` prints a new store's key once and stores only
// its hash; `loja:revogar` revokes it by id or name. Run as a user runs them, on the configured
// database: the embedded PGlite of DATA_DIR, or PostgreSQL (DATABASE_URL, here in a schema of its own).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../src/db/database.ts';
import { findLojaByKey } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { POSTGRES_URL } from '../helpers/test-database.ts';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(apiDir, '../../node_modules/.bin/tsx');

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

describeEachDatabase('store commands', (kind) => {
  let env: Record<string, string> = {};
  let options: DatabaseOptions;
  let cleanup: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-lojas-'));
      env = { DATA_DIR: dataDir };
      options = { kind: 'pglite', dataDir };
      cleanup = () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      };
    } else {
      const schema = `teste_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create schema ${schema}`);
      const url = new URL(POSTGRES_URL ?? '');
      url.searchParams.set('options', `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString() };
      options = { kind: 'postgres', url: POSTGRES_URL ?? '', searchPath: schema };
      cleanup = () => adminQuery(`drop schema if exists ${schema} cascade`);
    }
  });
  afterAll(() => cleanup());

  const command = async (script: string, ...args: string[]) => {
    const processEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    };
    if (kind === 'pglite') delete processEnv.DATABASE_URL;
    try {
      const { stdout, stderr } = await run(tsx, [`scripts/${script}.ts`, ...args], {
        cwd: apiDir,
        env: processEnv,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  async function storeByKey(chave: string) {
    const database = await openDatabase(options);
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
