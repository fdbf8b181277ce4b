// Every table of the database has a place in covered-tables.ts: a migration that adds one fails here
// until someone decides whether GET meus_dados must export it.
import { expect, it } from 'vitest';
import { EXPORT_COVERAGE } from '../../src/privacy/covered-tables.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';

describeEachDatabase('privacy: tables the data download covers', (database) => {
  const api = useTestApp({ database });

  it('lists every table the migrations create', async () => {
    const tables = await api.app.database.db.introspection.getTables();
    const names = tables.map((table) => table.name).sort();
    expect(names).toEqual(Object.keys(EXPORT_COVERAGE).sort());
  });
});
