// Kysely's PostgresDialect talks to a `pg`-style pool. PGlite is one embedded connection, so this pool
// hands it to one client at a time: a client holds it from connect() to release(), which serializes
// transactions (kysely-pglite-dialect does not support PGlite 0.5, hence this small adapter).
// Inside a transaction, use the transaction object only: asking the pool for a second client there
// would wait for the first one forever. The job library's statements (jobs/) take the same turn, so
// none of them lands inside a transaction of the app's.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];
const COMMANDS = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

/** The statement's kind, which Kysely reads to report affected rows (`pg` gets it from the server). */
function commandOf(sql: string): Command {
  let word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  if (word === 'WITH')
    word = /\b(insert|update|delete|merge)\b/i.exec(sql)?.[1]?.toUpperCase() ?? word;
  return (COMMANDS.has(word) ? word : 'SELECT') as Command;
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves, once the lock is ours, to the function that gives it back. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

async function run(pglite: PGlite, sql: string, parameters: readonly unknown[]) {
  // Without parameters use the simple protocol, which (like `pg`) accepts several statements: the
  // migrations are whole SQL files.
  if (parameters.length === 0) {
    const results = await pglite.exec(sql);
    const last = results.at(-1);
    return { rows: last?.rows ?? [], affected: last?.affectedRows };
  }
  const result = await pglite.query(sql, [...parameters]);
  return { rows: result.rows, affected: result.affectedRows };
}

export interface PgliteConnections {
  /** For Kysely. */
  pool: PostgresPool;
  /** SQL text run in its own turn, as Database.executeSql describes. */
  executeSql: (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }>;
}

export function pgliteConnections(pglite: PGlite): PgliteConnections {
  const mutex = new Mutex();
  const pool: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.acquire();
      let released = false;
      const client = {
        async query<R>(sql: string, parameters: readonly unknown[]) {
          const { rows, affected } = await run(pglite, sql, parameters);
          const result: PostgresQueryResult<R> = {
            command: commandOf(sql),
            rowCount: affected ?? rows.length,
            rows: rows as R[],
          };
          return result;
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await pglite.close();
    },
  };
  async function executeSql(text: string, values: readonly unknown[] = []) {
    const release = await mutex.acquire();
    try {
      if (values.length > 0) return { rows: (await pglite.query(text, [...values])).rows };
      // Every statement's rows: a text may return some before its closing COMMIT.
      const results = await pglite.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    } catch (error) {
      // A text that opened a transaction and failed inside it would leave the one connection in that
      // aborted transaction, and every statement after it would fail; a pool would drop the connection.
      if (pglite.isInTransaction()) await pglite.exec('rollback');
      throw error;
    } finally {
      release();
    }
  }
  return { pool, executeSql };
}
