// One SQL dialect, PostgreSQL, over two engines (DESIGN "Storage and scale"): a real server through
// `pg` when DATABASE_URL is set, otherwise embedded PGlite in the data folder (or in memory for tests).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { namedStatementPool } from './named-statements.ts';
import { pgliteConnections } from './pglite-pool.ts';
import type { DatabaseSchema } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Kysely<DatabaseSchema>;
  /**
   * Runs SQL text beside Kysely, the way the job library sends it (jobs/): with no values the text may
   * hold several statements, and the rows of all of them come back together. It takes a connection
   * for the call alone, never one inside a transaction of the app's.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; searchPath?: string; onPoolError?: (error: Error) => void }
  /** Without a data folder, PGlite keeps everything in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const INT8 = 20;
const DATE = 1082;
// Both engines read int8 (counts, sums in centavos) as a number and `date` as its 'YYYY-MM-DD' text, so
// code never sees a bigint on one engine and a string on the other, nor a date shifted by a time zone.
const readInt8 = (text: string) => Number(text);
const readDate = (text: string) => text;

/** Closing twice (a test that stops the database, then the app's own close) is harmless. */
function closeOnce(db: Kysely<DatabaseSchema>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= db.destroy());
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

function ignoreInUseClientError(): void {
  // Deliberately empty: see openPostgres.
}

/** How the API reads PostgreSQL values: int8 (counts, sums) as numbers, dates as text. */
export function postgresTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8, readInt8);
  types.setTypeParser(DATE, readDate);
  return types;
}

/** The schema a connection works in, when not the server's default (tests, one schema each). */
function connectionOptions(searchPath: string | undefined): string | undefined {
  return searchPath ? `-c search_path=${searchPath}` : undefined;
}

function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    connectionTimeoutMillis: 5_000,
    options: connectionOptions(options.searchPath),
    types: postgresTypes(),
  });
  // An idle client losing its server (restart, network) must not crash the process: the next query
  // fails and answers 503 instead.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A client in use when the server goes away emits 'error' as well as failing its query, and pg
  // leaves that event to us: unheard, it would end the process. The failed query already answers 503
  // and is logged; the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', ignoreInUseClientError);
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
  });
  async function executeSql(text: string, values?: readonly unknown[]) {
    // Several statements (no values) answer one result each.
    const answer = (await pool.query(text, values && [...values])) as
      pg.QueryResult | pg.QueryResult[];
    const results = Array.isArray(answer) ? answer : [answer];
    return { rows: results.flatMap((result) => result.rows as unknown[]) };
  }
  return { kind: 'postgres', db, executeSql, close: closeOnce(db) };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const parsers = { [INT8]: readInt8, [DATE]: readDate };
  let pglite: PGlite;
  if (dataDir === undefined) {
    pglite = await PGlite.create({ parsers });
  } else {
    const folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    pglite = await PGlite.create(folder, { parsers });
  }
  const { pool, executeSql } = pgliteConnections(pglite);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'pglite', db, executeSql, close: closeOnce(db) };
}
