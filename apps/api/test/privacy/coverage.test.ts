// Every table of the database has a place in covered-tables.ts: a migration that adds one fails here
// until someone decides whether GET meus_dados must export it.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { EXPORT_COVERAGE } from '../../src/privacy/covered-tables.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';

describeEachDatabase('privacy: tables the data download covers', (database) => {
  const api = useTestApp({ database });

  it('lists every table the migrations create', async () => {
    const { db } = api.app.database;
    // The app's own schema only: the job library keeps its tables in one of its own
    // (docs/decisions/0015-scheduled-jobs.md), and tests on a shared server each have theirs.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const tables = await db.introspection.getTables();
    const names = tables
      .filter((table) => table.schema === rows[0]?.schema)
      .map((table) => table.name)
      .sort();
    expect(names).toEqual(Object.keys(EXPORT_COVERAGE).sort());
  });
});
