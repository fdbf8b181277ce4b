// Statements PostgreSQL parses and plans once per connection (issue 8). A query sent the usual way is
// parsed and planned again on every call, and for the statement of extrato that planning costs the
// server more than running it. The SQL texts registered here (PreparedQuery registers every query it
// compiles) go out as named prepared statements instead: the first call on a connection prepares
// the statement, later calls only bind and execute, with the one generic plan every connection is
// told to keep (plan_cache_mode, database.ts). Only fixed texts belong here, since a connection keeps
// each of them until it closes.
import type { Kysely, QueryResult, RawBuilder } from 'kysely';
import pg from 'pg';
import { isStalePlan } from '../http/database-errors.ts';

const names = new Map<string, string>();

/** Runs `sql` as a named prepared statement from now on. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `fidelidade_${String(names.size + 1)}`);
}

/**
 * A named statement's run, as pg's own Query object: given the text, it skips the copy pg makes of a
 * query given as an object ({name, text, values}), 3% of the API process's time under GET cliente
 * (issue 8).
 */
function namedQuery(
  submit: (query: pg.Query) => unknown,
  name: string,
  text: string,
  values: unknown[],
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query(text, values, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
    submit(Object.assign(query, { name }));
  });
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
    const [text, given, callback] = args;
    const values = given ?? [];
    const name = typeof text === 'string' ? names.get(text) : undefined;
    const plain = name === undefined || stale.has(name) || !Array.isArray(values);
    if (plain || callback !== undefined) return original(...args);
    return namedQuery(original, name, text as string, values).catch((error: unknown) => {
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
