// Migration 0034: nothing looks contact messages up by e-mail any more, so their e-mail index is gone,
// and the indexes that the account deletion and the retention sweep use stay.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db/migrator.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

describeEachDatabase('migration 0034_mensagens_contato_sem_indice_email', (kind) => {
  const { database } = useTestDatabase(kind);

  it('drops the index on the contact messages’ e-mail and keeps the others', async () => {
    const db = database().db;
    await migrate(db, readMigrations());
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'mensagens_contato' order by indexname
    `.execute(db);
    expect(rows.map((row) => row.indexname)).toEqual([
      'mensagens_contato_cliente_idx',
      'mensagens_contato_criada_idx',
      'mensagens_contato_pkey',
    ]);
  });
});
