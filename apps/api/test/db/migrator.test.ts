import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseKind } from '../../src/db/database.ts';
import { migrate, readMigrations, type Migration } from '../../src/db/migrator.ts';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'fidelidade-migrations-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

const [first] = readMigrations();
const extra: Migration[] = [
  {
    version: 9001,
    name: 'clientes_teste',
    sql: 'create table clientes_teste (id int primary key);',
  },
  {
    version: 9002,
    name: 'dois_comandos',
    sql: 'insert into clientes_teste values (1);\ninsert into clientes_teste values (2);',
  },
];

async function tableExists(db: Kysely<DatabaseSchema>, table: string) {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(${table}) is not null as present`.execute(db);
  return rows[0]?.present === true;
}

const recorded = async (db: Kysely<DatabaseSchema>) =>
  (await db.selectFrom('schema_migrations').select('version').orderBy('version').execute()).map(
    (row) => row.version,
  );

describe('readMigrations', () => {
  it('reads the NNNN_name.sql files in version order', () => {
    const folder = folderWith({
      '0002_b.sql': 'select 2;',
      '0001_a.sql': 'select 1;',
      'README.md': 'not a migration',
    });
    expect(readMigrations(folder)).toEqual([
      { version: 1, name: 'a', sql: 'select 1;' },
      { version: 2, name: 'b', sql: 'select 2;' },
    ]);
  });

  it('starts with the migration that creates the record table', () => {
    expect(first).toMatchObject({ version: 1, name: 'schema_migrations' });
  });

  it.each([
    [{ '1_a.sql': '' }, /NNNN_name\.sql: 1_a\.sql/],
    [{ '0001_Nome.sql': '' }, /NNNN_name\.sql/],
    [{ '0001_a.sql': '', '0001_b.sql': '' }, /Two migrations share version 1/],
  ])('refuses a folder with bad names or a repeated version', (files, message) => {
    expect(() => readMigrations(folderWith(files))).toThrow(message);
  });
});

describeEachDatabase('migrate', (kind: DatabaseKind) => {
  let test: TestDatabase;
  let database: Database;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    database = test.database;
  });
  afterEach(async () => {
    await database.close();
    await test.drop();
  });

  it('applies every migration on a fresh database and records it', async () => {
    const applied = await migrate(database.db);
    expect(applied.map((m) => m.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await recorded(database.db)).toEqual(applied.map((m) => m.version));
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const all = [...readMigrations(), ...extra];
    await migrate(database.db, all);
    expect(await migrate(database.db, all)).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from clientes_teste`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('applies only the new files of a later release', async () => {
    await migrate(database.db);
    const applied = await migrate(database.db, [...readMigrations(), ...extra]);
    expect(applied.map((m) => m.version)).toEqual([9001, 9002]);
  });

  it('applies each file once when several instances start together', async () => {
    const all = [...readMigrations(), ...extra];
    const runs = await Promise.all([1, 2, 3].map(() => migrate(database.db, all)));
    expect(runs.map((applied) => applied.length).sort()).toEqual([0, 0, all.length]);
    expect(await recorded(database.db)).toEqual(all.map((m) => m.version));
  });

  it('leaves the database as it was when a file fails', async () => {
    await migrate(database.db);
    const broken = [
      ...readMigrations(),
      ...extra,
      { version: 9003, name: 'quebrada', sql: 'select * from tabela_que_nao_existe;' },
    ];
    await expect(migrate(database.db, broken)).rejects.toThrow(/tabela_que_nao_existe/);
    expect(await tableExists(database.db, 'clientes_teste')).toBe(false);
    expect(await recorded(database.db)).toEqual(readMigrations().map((m) => m.version));
  });
});
