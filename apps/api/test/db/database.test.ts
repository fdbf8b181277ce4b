import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

describeEachDatabase('openDatabase', (kind) => {
  const { database } = useTestDatabase(kind);

  it('reads int8 as a number and date as its ISO text on either engine', async () => {
    const { rows } = await sql<{ total: unknown; dia: unknown }>`
      select 9007199254740991::int8 as total, date '2026-03-01' as dia`.execute(database().db);
    expect(rows[0]).toEqual({ total: Number.MAX_SAFE_INTEGER, dia: '2026-03-01' });
  });

  it('says which engine it is', () => {
    expect(database().kind).toBe(kind);
  });
});
