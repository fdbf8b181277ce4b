// A fingerprint of everything the app's schema holds: per table, the row count and an md5 of every row
// as text in a fixed order. Two equal fingerprints mean no row was added, removed or changed.
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';

export type Fingerprint = Record<string, { rows: number; md5: string }>;

export async function appTables(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

export async function databaseFingerprint(db: Kysely<DatabaseSchema>): Promise<Fingerprint> {
  const fingerprint: Fingerprint = {};
  for (const table of await appTables(db)) {
    const { rows } = await sql<{ rows: number; md5: string }>`
      select count(*)::int as rows,
             md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
      from ${sql.table(table)} t`.execute(db);
    const [row] = rows;
    if (row) fingerprint[table] = row;
  }
  return fingerprint;
}
