// Named statements (named-statements.ts) whose text a Kysely query builder writes, once, when the
// module that declares them loads. A builder run on every call builds, freezes and compiles its whole
// tree each time, and for a statement of many subqueries that costs the API more than the database
// takes to run it. Here the builder runs on a Kysely with no database behind it (Kysely's DummyDriver,
// its documented way to compile without executing), so the text keeps the builder's column and table
// checks, and the values go in on each call as the statement's parameters.
//
// A value is written into the builder as its parameter's place, `param<string>(1)` for $1 and so on,
// never as a value: a value would be compiled into the text's own parameters, once, and bound to
// every later call. So a builder that leaves any value of its own throws when the module loads;
// constants go in as literals (`sql.lit`).
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import { namedStatement, type NamedStatement } from './named-statements.ts';
import type { DatabaseSchema } from './schema.ts';

/** A Kysely that only compiles: running a query on it returns no rows and touches no database. */
const compiler = new Kysely<DatabaseSchema>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The place of the statement's parameter `position` (1 for $1), where its value goes on each call. */
export function param<T>(position: number): RawBuilder<T> {
  return sql<T>`${sql.raw(`$${String(position)}`)}`;
}

/** Declares the statement `name` with the text `build` writes, its values as `param` places. */
export function builtStatement<Row>(
  name: string,
  build: (db: Kysely<DatabaseSchema>) => Compilable<Row>,
): NamedStatement<Row> {
  const { sql: text, parameters } = build(compiler).compile();
  if (parameters.length > 0) {
    throw new Error(
      `statement ${name} compiled ${String(parameters.length)} values into its text: write them as param(n), constants as sql.lit`,
    );
  }
  return namedStatement<Row>(name, text);
}
