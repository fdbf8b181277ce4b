import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';

interface Scratch {
  contas: { id: number; saldo: number };
}

describe('PGlite behind Kysely', () => {
  let database: Database;
  let db: Kysely<Scratch>;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    db = database.db as unknown as Kysely<Scratch>;
    await sql`create table contas (id int primary key, saldo int not null);
              insert into contas values (1, 0), (2, 0);`.execute(db);
  });
  afterAll(() => database.close());

  it('runs a parameterless text of several statements, like a migration file', async () => {
    const count = await db
      .selectFrom('contas')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(count?.n).toBe(2);
  });

  it('reports the rows an update or delete touched', async () => {
    const updated = await db.updateTable('contas').set({ saldo: 5 }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const inserted = await db.insertInto('contas').values({ id: 3, saldo: 0 }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    const deleted = await db.deleteFrom('contas').where('id', '=', 3).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('serializes transactions so one never sees the half-done work of another', async () => {
    // Each transaction reads a balance, waits, and writes it back plus one. Interleaved, they would
    // lose updates; serialized, the balance grows by exactly the number of transactions.
    await db.updateTable('contas').set({ saldo: 0 }).where('id', '=', 1).execute();
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('contas')
          .select('saldo')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((wait) => setTimeout(wait, 5));
        await trx
          .updateTable('contas')
          .set({ saldo: row.saldo + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const { saldo } = await db
      .selectFrom('contas')
      .select('saldo')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(saldo).toBe(10);
  });

  it('rolls a failed transaction back and frees the connection for the next query', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('contas').set({ saldo: 999 }).execute();
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    const rows = await db.selectFrom('contas').select('saldo').where('saldo', '=', 999).execute();
    expect(rows).toEqual([]);
  });
});
