// Everything the app's schema holds, one text per row (`row::text`, every column), to search for
// traces of a person after their account is deleted (DESIGN decision 7).
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Executor } from '../../src/db/executor.ts';

export async function everyRowAsText(db: Executor): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['clientes', 'sessoes']));
  const texts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(name)} t`.execute(db);
    texts.push(...rows.map((r) => r.row));
  }
  return texts;
}
