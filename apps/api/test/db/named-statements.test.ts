// Named statements on PostgreSQL (db/named-statements.ts): a statement a connection prepared before a
// migration changed its table's columns (another instance migrating during a rolling deploy) must
// still answer, with the columns as they are now, instead of failing on the stale plan.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed, prepareNamedStatements } from '../../src/db/named-statements.ts';
import { POSTGRES_URL } from '../helpers/test-database.ts';

describe.runIf(POSTGRES_URL)('named statements on PostgreSQL', () => {
  const schema = `teste_${randomBytes(6).toString('hex')}`;
  // One connection, so every run meets the statement that connection prepared.
  const pool = new pg.Pool({
    connectionString: POSTGRES_URL,
    max: 1,
    options: `-c search_path=${schema}`,
  });
  pool.on('connect', prepareNamedStatements);
  const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
  const everything = () =>
    executeNamed(db, sql<Record<string, unknown>>`select * from compras_teste where id = ${1}`);

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
