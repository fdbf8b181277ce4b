// Versioned SQL migrations, applied at start-up on PGlite and PostgreSQL alike (DESIGN "Storage and
// scale"). All pending files run in one transaction behind an advisory lock, so several instances
// starting together apply each file once, and a failing file leaves the database as it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The migration files of a folder, by version; `NNNN_name.sql`, versions unique. */
export function readMigrations(folder: string = MIGRATIONS_FOLDER): Migration[] {
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2])
        throw new Error(`Migration file name must be NNNN_name.sql: ${file}`);
      return {
        version: Number(match[1]),
        name: match[2],
        sql: readFileSync(join(folder, file), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migrations[index - 1]?.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/** Applies the migrations not yet recorded; returns those it applied. */
export function migrate(
  db: Kysely<DatabaseSchema>,
  migrations: readonly Migration[] = readMigrations(),
): Promise<Migration[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('fidelidade:migrations'))`.execute(trx);
    // The first migration creates the record table itself, so a fresh database has none yet.
    const { rows } = await sql<{ present: boolean }>`
      select to_regclass('schema_migrations') is not null as present`.execute(trx);
    const applied = new Set<number>();
    if (rows[0]?.present) {
      const recorded = await trx.selectFrom('schema_migrations').select('version').execute();
      for (const { version } of recorded) applied.add(version);
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
    }
    return pending;
  });
}
