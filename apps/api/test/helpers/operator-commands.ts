// The operator commands (npm run loja:criar, regras:nova, …) run as a user runs them, on the configured
// database: the embedded PGlite of a DATA_DIR of their own, or PostgreSQL (DATABASE_URL, in a schema
// of their own). `options` opens the same database from the test, to see what a command did.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind, DatabaseOptions } from '../../src/db/database.ts';
import { POSTGRES_URL } from './test-database.ts';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(apiDir, '../../node_modules/.bin/tsx');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

export function useOperatorCommands(kind: DatabaseKind) {
  let env: Record<string, string> = {};
  let options: DatabaseOptions | undefined;
  let cleanup: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-comandos-'));
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

  async function runScript(script: string, args: string[], input: string): Promise<CommandResult> {
    const processEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    };
    if (kind === 'pglite') delete processEnv.DATABASE_URL;
    const running = run(tsx, [`scripts/${script}.ts`, ...args], { cwd: apiDir, env: processEnv });
    running.child.stdin?.end(input);
    try {
      const { stdout, stderr } = await running;
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as CommandResult;
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  return {
    /** The database the commands use. */
    options: (): DatabaseOptions => {
      if (!options) throw new Error('the commands are used outside a test');
      return options;
    },
    /** Runs `scripts/<script>.ts` with `args`; its exit code and output. */
    command: (script: string, ...args: string[]) => runScript(script, args, ''),
    /** The same, with `input` on its standard input (a password, never an argument). */
    commandWithInput: (script: string, input: string, ...args: string[]) =>
      runScript(script, args, input),
  };
}
