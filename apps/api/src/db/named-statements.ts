// Statements PostgreSQL parses and plans once per connection. A query sent the usual way is parsed
// and planned again on every call, and for the hottest statements (the session behind every
// authenticated call, a store's key, a purchase, the statement of extrato) that costs the server about
// as much as running them. Each is declared here by name with its SQL text, and goes out as one of
// pg's named statements, `client.query({ name, text, values })`: the first call on a connection
// prepares it, later calls only bind and execute it.
//
// The declarations are an explicit registry from text to name: Kysely hands its driver the text and
// the values only, so the pool given to Kysely (namedStatementPool) looks each text up and sends a
// declared one by its name, anything else as usual. Transactions keep working, since the statement
// runs on whatever connection Kysely gives it. PGlite has no connection to keep a statement on: its
// pool (pglite-pool.ts) just runs the text.
//
// Only fixed texts belong here (values only as parameters), since a connection keeps each of them
// until it closes.
import { CompiledQuery } from 'kysely';
import type {
  Kysely,
  PostgresCursor,
  PostgresPool,
  PostgresPoolClient,
  PostgresQueryResult,
  QueryResult,
} from 'kysely';
import type pg from 'pg';
import { isStalePlan } from '../http/database-errors.ts';

declare const resultRow: unique symbol;

/** A declared statement; `Row` is the type of the rows it returns (for the compiler only). */
export interface NamedStatement<Row = unknown> {
  readonly name: string;
  readonly text: string;
  readonly [resultRow]?: Row;
}

/** Every declared text, and the name it goes out under. */
const nameOfText = new Map<string, string>();
const declaredNames = new Set<string>();

/** Declares `text` as the statement `name`: on PostgreSQL it runs as a named statement. */
export function namedStatement<Row>(name: string, text: string): NamedStatement<Row> {
  const existing = nameOfText.get(text);
  if (existing === undefined) {
    if (declaredNames.has(name)) throw new Error(`statement ${name} is declared with two texts`);
    nameOfText.set(text, name);
    declaredNames.add(name);
  } else if (existing !== name) {
    throw new Error(`statement ${name} has the text of ${existing}`);
  }
  return { name, text };
}

/**
 * How many texts one `sql` template may compile to: a template with a branch (purchase-statement.ts
 * has one for a purchase of an earlier month) gives a few, each its own statement. More means a value
 * went into the text, which would fill every connection with statements used once.
 */
const TEXTS_PER_TEMPLATE = 4;
/** How many texts each template name has been declared with. */
const templateTexts = new Map<string, number>();

/** Declares a compiled `sql` template's text as a statement of the template `name`. */
function declareTemplate(name: string, text: string): void {
  if (nameOfText.has(text)) return;
  const count = templateTexts.get(name) ?? 0;
  if (count >= TEXTS_PER_TEMPLATE) {
    throw new Error(`statement ${name} compiled to more than ${String(TEXTS_PER_TEMPLATE)} texts`);
  }
  namedStatement(count === 0 ? name : `${name}_${String(count + 1)}`, text);
  templateTexts.set(name, count + 1);
}

/** A Kysely query to compile: a `sql` template or a query builder. */
export interface Compilable<DB, Row> {
  compile(db: Kysely<DB>): CompiledQuery<Row>;
}

/**
 * Runs a declared statement with its values, or a Kysely query (a `sql` template or a builder)
 * compiled on this call and run as the statement `name`: its values become parameters, and its text
 * must not depend on them.
 */
export function runNamed<DB, Row>(
  db: Kysely<DB>,
  statement: NamedStatement<Row>,
  values: readonly unknown[],
): Promise<QueryResult<Row>>;
export function runNamed<DB, Row>(
  db: Kysely<DB>,
  name: string,
  query: Compilable<DB, Row>,
): Promise<QueryResult<Row>>;
export async function runNamed<DB, Row>(
  db: Kysely<DB>,
  statement: NamedStatement<Row> | string,
  values: readonly unknown[] | Compilable<DB, Row>,
): Promise<QueryResult<Row>> {
  if (typeof statement === 'string' && !Array.isArray(values)) {
    const compiled = (values as Compilable<DB, Row>).compile(db);
    declareTemplate(statement, compiled.sql);
    return db.executeQuery(compiled);
  }
  const { text } = statement as NamedStatement<Row>;
  return db.executeQuery<Row>(CompiledQuery.raw(text, [...(values as readonly unknown[])]));
}

/**
 * A pg pool client as Kysely's driver uses it, sending the declared texts as named statements. A
 * statement whose plan a migration made stale ("cached plan must not change result type": another
 * instance migrated the database while this one runs) is sent unnamed from then on, on that
 * connection, since pg keeps its prepared statements to itself: the call that met the error runs
 * again unnamed, unless it was inside a transaction, which the error ended.
 */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  const stale = new Set<string>();
  async function send(text: string, parameters: readonly unknown[]) {
    const values = [...parameters];
    const name = nameOfText.get(text);
    if (name === undefined || stale.has(name)) return client.query(text, values);
    try {
      return await client.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      stale.add(name);
      return client.query(text, values);
    }
  }
  function query<R>(text: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    text: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is given no cursor: Kysely only ever sends a text and its values.
    if (typeof text !== 'string') throw new Error('cursors are not supported');
    return send(text, parameters) as Promise<PostgresQueryResult<R>>;
  }
  return {
    query,
    release: (destroy?: boolean) => {
      client.release(destroy);
    },
  };
}

/** `pool` as Kysely's PostgresDialect takes it, running the declared statements by name. */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its connection object per client it is given.
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = namingClient(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
