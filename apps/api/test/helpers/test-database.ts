// A fresh database per test app: an in-memory PGlite, or a new schema on the PostgreSQL server that
// DATABASE_URL names (random name, on the pool's search_path, dropped afterwards).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/database.ts';

/** The PostgreSQL server the suites also run on, when there is one. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const DATABASE_KINDS: readonly DatabaseKind[] = POSTGRES_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const defaultDatabaseKind = (): DatabaseKind => (POSTGRES_URL ? 'postgres' : 'pglite');

export interface TestDatabase {
  database: Database;
  /** The job library's schema, for an app with scheduled jobs; undefined: its default. */
  jobsSchema?: string;
  /** Removes what the test left behind; call after the app (which closes the database) is closed. */
  drop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return { database: await openDatabase({ kind: 'pglite' }), drop: () => Promise.resolve() };
  }
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set: no PostgreSQL to test on');
  const url = POSTGRES_URL;
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  // Beside it, so no two test apps on the server share the job library's tables either.
  const jobsSchema = `${schema}_jobs`;
  await adminQuery(url, `create schema ${schema}`);
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
  return {
    database,
    jobsSchema,
    drop: () =>
      adminQuery(
        url,
        `drop schema if exists ${schema} cascade; drop schema if exists ${jobsSchema} cascade`,
      ),
  };
}

/**
 * One fresh database for the tests of a describe block: opened before them, closed and dropped after.
 * Read `database()` inside the tests.
 */
export function useTestDatabase(kind: DatabaseKind): { database: () => Database } {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.drop();
  });
  return {
    database() {
      if (!test) throw new Error('the test database is opened before the tests');
      return test.database;
    },
  };
}
