// The database an API process of a test runs on, and how the test opens it itself afterwards: a scratch
// PostgreSQL database on the server DATABASE_URL names, or an embedded PGlite in a temporary folder
// (the process's DATA_DIR). PGlite is one process at a time: open it only while no API holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind, DatabaseOptions } from '../../src/db/database.ts';
import { createScratchDatabase, POSTGRES_URL } from './scratch-database.ts';

export interface ProcessDatabase {
  /** DATABASE_URL or DATA_DIR, for the API process and the operator scripts. */
  env: Record<string, string>;
  /** For openDatabase in the test. */
  open: DatabaseOptions;
  /** Drops the database or deletes the folder. */
  remove: () => Promise<void>;
}

export async function processDatabase(kind: DatabaseKind): Promise<ProcessDatabase> {
  if (kind === 'postgres') {
    if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set: no PostgreSQL to test on');
    const scratch = await createScratchDatabase(POSTGRES_URL);
    return {
      env: { DATABASE_URL: scratch.url },
      open: { kind: 'postgres', url: scratch.url },
      remove: () => scratch.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-process-'));
  return {
    env: { DATA_DIR: dataDir },
    open: { kind: 'pglite', dataDir },
    remove: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
