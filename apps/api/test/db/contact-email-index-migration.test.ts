// Migration 0034: nothing looks contact messages up by e-mail any more, so their e-mail index is gone,
// and the indexes that the account deletion and the retention sweep use stay. Migration 0036 adds one
// back for the only lookup by e-mail left: a proven e-mail claiming the messages sent without a session.
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db/migrator.ts';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

const indexes = async (db: Kysely<DatabaseSchema>) =>
  (
    await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where tablename = 'mensagens_contato' and schemaname = current_schema()
      order by indexname
    `.execute(db)
  ).rows;

describeEachDatabase('migration 0034_mensagens_contato_sem_indice_email', (kind) => {
  const { database } = useTestDatabase(kind);

  it('drops the index on the contact messages’ e-mail and keeps the others', async () => {
    const db = database().db;
    await migrate(
      db,
      readMigrations().filter((migration) => migration.version <= 34),
    );
    expect((await indexes(db)).map((row) => row.indexname)).toEqual([
      'mensagens_contato_cliente_idx',
      'mensagens_contato_criada_idx',
      'mensagens_contato_pkey',
    ]);
  });

  it('is followed by 0036’s partial index, over the messages sent without a session only', async () => {
    const db = database().db;
    await migrate(db, readMigrations());
    const partial = (await indexes(db)).find(
      (row) => row.indexname === 'mensagens_contato_sem_conta_email_idx',
    );
    expect(partial?.indexdef).toMatch(/lower\(email\).*WHERE \(cliente_id IS NULL\)/);
  });
});
