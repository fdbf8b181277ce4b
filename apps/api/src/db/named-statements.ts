// Statements PostgreSQL parses and plans once per connection (issue 8). A query sent the usual way is
// parsed and planned again on every call, and for the statement of extrato that planning costs the
// server more than running it. The SQL texts registered here (PreparedQuery registers every query it
// compiles) go out as named prepared statements instead: the first call on a connection prepares
// the statement, later calls only bind and execute, with the one generic plan every connection is
// told to keep (plan_cache_mode, database.ts). Only fixed texts belong here, since a connection keeps
// each of them until it closes.
import type { Kysely, QueryResult, RawBuilder } from 'kysely';
import type pg from 'pg';
import { isStalePlan } from '../http/database-errors.ts';

const names = new Map<string, string>();

/** Runs `sql` as a named prepared statement from now on. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `fidelidade_${String(names.size + 1)}`);
}

/**
 * Makes a new pool client send the registered texts as named statements (pool 'connect' event). A
 * statement whose plan a migration made stale is sent unnamed from then on, on that connection: the
 * call that met it runs again unnamed, unless it was inside a transaction, which the error ended.
 */
export function prepareNamedStatements(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const stale = new Set<string>();
  const send = (...args: unknown[]) => {
    const [text, values, callback] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    const plain = name === undefined || stale.has(name) || typeof values === 'function';
    if (plain || callback !== undefined) return original(...args);
    return original({ name, text, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      stale.add(name);
      return original(text, values);
    });
  };
  Object.defineProperty(client, 'query', { value: send, configurable: true, writable: true });
}

/** Runs a query whose text is the same on every call (values only as parameters) as a named one. */
export function executeNamed<DB, Row>(
  db: Kysely<DB>,
  query: RawBuilder<Row>,
): Promise<QueryResult<Row>> {
  const compiled = query.compile(db);
  nameStatement(compiled.sql);
  return db.executeQuery(compiled);
}
