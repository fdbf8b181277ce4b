// Named statements on PostgreSQL (db/named-statements.ts): a statement a connection prepared before a
// migration changed its table's columns (another instance migrating during a rolling deploy) must
// still answer, with the columns as they are now, instead of failing on the stale plan.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, namedStatementPool, runNamed } from '../../src/db/named-statements.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { POSTGRES_URL, useTestDatabase } from '../helpers/test-database.ts';

const EVERYTHING = namedStatement<Record<string, unknown>>(
  'teste_tudo',
  'select * from compras_teste where id = $1',
);

describe.runIf(POSTGRES_URL)('named statements on PostgreSQL', () => {
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  // One connection, so every run meets the statement that connection prepared.
  const pool = new pg.Pool({
    connectionString: POSTGRES_URL,
    max: 1,
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
  });
  const everything = () => runNamed(db, EVERYTHING, [1]);

  beforeAll(async () => {
    await sql.raw(`create schema ${schema}`).execute(db);
    await sql`create table compras_teste (id integer primary key, valor integer)`.execute(db);
    await sql`insert into compras_teste values (1, 500)`.execute(db);
  });

  afterAll(async () => {
    await sql.raw(`drop schema ${schema} cascade`).execute(db);
    await db.destroy();
  });

  it('is prepared once on the connection and then reused', async () => {
    for (let run = 0; run < 3; run += 1) await everything();
    const { rows } = await sql<{ calls: number }>`
      select (generic_plans + custom_plans)::integer as calls from pg_prepared_statements
      where statement like '%compras_teste%'`.execute(db);
    expect(rows).toEqual([{ calls: 3 }]);
  });

  it('runs in a Kysely transaction, on its connection, and rolls back with it', async () => {
    const insert = namedStatement('teste_inserir', 'insert into compras_teste values ($1, $2)');
    await expect(
      db.transaction().execute(async (trx) => {
        await runNamed(trx, insert, [2, 700]);
        expect((await runNamed(trx, EVERYTHING, [2])).rows).toEqual([{ id: 2, valor: 700 }]);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect((await runNamed(db, EVERYTHING, [2])).rows).toEqual([]);
  });

  it('answers with the new columns after a migration changed them, and keeps answering', async () => {
    expect((await everything()).rows).toEqual([{ id: 1, valor: 500 }]);
    await sql`alter table compras_teste add column loja text not null default 'Loja'`.execute(db);
    for (let run = 0; run < 2; run += 1) {
      expect((await everything()).rows).toEqual([{ id: 1, valor: 500, loja: 'Loja' }]);
    }
  });

  it('still fails on any other error', async () => {
    await sql`drop table compras_teste`.execute(db);
    await expect(everything()).rejects.toMatchObject({ code: '42P01' });
  });
});

describeEachDatabase('named statements', (kind) => {
  const { database } = useTestDatabase(kind);

  it('runs a sql template by name, each of its few texts as a statement of its own', async () => {
    const db = database().db;
    const pick = (value: number) =>
      runNamed(
        db,
        'teste_modelo',
        value > 0
          ? sql<{ n: number }>`select ${value}::int as n`
          : sql<{ n: number }>`select 0 as n`,
      );
    expect((await pick(5)).rows).toEqual([{ n: 5 }]);
    expect((await pick(7)).rows).toEqual([{ n: 7 }]);
    expect((await pick(0)).rows).toEqual([{ n: 0 }]);
  });

  it('refuses a template whose text changes with its values', async () => {
    const db = database().db;
    const literal = (value: number) =>
      runNamed(
        db,
        `teste_literal_${kind}`,
        sql<{ n: number }>`select ${sql.lit(value)} as ${sql.raw(kind)}`,
      );
    for (let value = 0; value < 4; value += 1) await literal(value);
    await expect(literal(4)).rejects.toThrow(/more than 4 texts/);
  });

  it('refuses one name for two texts, and one text under two names', () => {
    namedStatement(`teste_nome_${kind}`, `select 1 as nome_${kind}`);
    expect(() => namedStatement(`teste_nome_${kind}`, `select 2 as nome_${kind}`)).toThrow(
      /declared with two texts/,
    );
    expect(() => namedStatement(`teste_outro_${kind}`, `select 1 as nome_${kind}`)).toThrow(
      /has the text of/,
    );
  });
});
