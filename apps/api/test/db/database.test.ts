import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describeEachDatabase('openDatabase', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await test.database.close();
    await test.drop();
  });

  it('reads int8 as a number and date as its ISO text on either engine', async () => {
    const { rows } = await sql<{ total: unknown; dia: unknown }>`
      select 9007199254740991::int8 as total, date '2026-03-01' as dia`.execute(test.database.db);
    expect(rows[0]).toEqual({ total: Number.MAX_SAFE_INTEGER, dia: '2026-03-01' });
  });

  it('says which engine it is', () => {
    expect(test.database.kind).toBe(kind);
  });
});
