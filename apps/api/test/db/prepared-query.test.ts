// PreparedQuery compiles a query once and runs it again with new values: each run must answer exactly
// what the same query built afresh answers, values in the right places, on either engine.
import { beforeAll, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { migrate } from '../../src/db/migrator.ts';
import { PreparedQuery } from '../../src/db/prepared-query.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

type Db = Kysely<DatabaseSchema>;

function migrationsAfter(db: Db, values: { version: number; name: string; since: Date }) {
  return db
    .selectFrom('schema_migrations')
    .select((eb) => [eb.fn.countAll<number>().as('total')])
    .where('version', '>', values.version)
    .where('name', '!=', values.name)
    .where('applied_at', '>', values.since)
    .where('name', 'like', '%');
}

describeEachDatabase('PreparedQuery', (kind) => {
  const { database } = useTestDatabase(kind);
  beforeAll(async () => {
    await migrate(database().db);
  });

  it('answers each run as the query built afresh with those values', async () => {
    const db = database().db;
    const prepared = new PreparedQuery(migrationsAfter);
    const cases = [
      { version: 0, name: 'nenhuma', since: new Date(0) },
      { version: 0, name: 'clientes', since: new Date(0) },
      { version: 20, name: 'nenhuma', since: new Date(0) },
      { version: 0, name: 'nenhuma', since: new Date(Date.now() + 60_000) },
    ];
    const totals: number[] = [];
    for (const values of cases) {
      const fresh = await migrationsAfter(db, values).executeTakeFirstOrThrow();
      const run = await prepared.run(db, values);
      expect(run, JSON.stringify(values)).toEqual(fresh);
      totals.push(fresh.total);
    }
    // The cases really differ, so a value in the wrong place could not go unnoticed.
    expect(new Set(totals).size).toBe(cases.length);
  });

  // PGlite runs in the process: there is no connection to keep a prepared statement on.
  if (kind === 'postgres')
    it('is prepared and planned once per PostgreSQL connection, then only bound and executed', async () => {
      // A text of its own, so no earlier run on the connection has prepared or planned it already.
      const prepared = new PreparedQuery(
        (db: Db, values: { version: number; name: string; since: Date }) =>
          migrationsAfter(db, values).where(sql<boolean>`name <> ${sql.lit('planejada uma vez')}`),
      );
      const values = { version: 0, name: 'nenhuma', since: new Date(0) };
      const db = database().db;
      await db.transaction().execute(async (trx) => {
        const plans = async () => {
          const { rows } = await sql<{ generic: string; custom: string }>`
            select generic_plans as generic, custom_plans as custom from pg_prepared_statements
            where statement like '%planejada uma vez%'`.execute(trx);
          expect(rows.length).toBeLessThanOrEqual(1);
          return { generic: Number(rows[0]?.generic ?? 0), custom: Number(rows[0]?.custom ?? 0) };
        };
        const before = await plans();
        for (let run = 0; run < 7; run += 1) await prepared.run(trx, values);
        // Every run used the one generic plan: none was planned again for its values.
        expect(await plans()).toEqual({ generic: before.generic + 7, custom: before.custom });
      });
    });

  it('refuses a value the query does not use as a parameter', async () => {
    const prepared = new PreparedQuery((db: Db, _values: { version: number; unused: string }) =>
      db.selectFrom('schema_migrations').selectAll().where('version', '=', _values.version),
    );
    await expect(prepared.run(database().db, { version: 1, unused: 'x' })).rejects.toThrow(
      /unused is not a parameter/,
    );
  });
});
