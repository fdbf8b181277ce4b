// Migration 0051: a rating keeps its purchase's store, copied for the ratings already there and by the
// trigger for every new one, so the console's ratings queries read no purchase.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db/migrator.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

describeEachDatabase('migration 0051_avaliacoes_loja', (kind) => {
  const { database } = useTestDatabase(kind);

  it("copies the purchase's store to the ratings before it and to each new one", async () => {
    const db = database().db;
    const all = readMigrations();
    await migrate(
      db,
      all.filter((migration) => migration.version < 51),
    );
    const loja = await createLoja(db, 'Loja da Migração');
    const purchase = (idCompraLoja: string, hash: string) => sql<{ id: string }>`
      insert into compras (loja_id, id_compra_loja, valor_centavos, ocorrida_em, mes, posicao_no_mes,
        percentual, cashback_centavos, nivel_apos, hash_avaliacao)
      values (${loja.id}, ${idCompraLoja}, 1000, now(), '2026-11', 1, 5, 50, 1, ${hash})
      returning id`;
    const before = (await purchase('antes', 'hash-antes').execute(db)).rows[0]?.id ?? '';
    await sql`insert into avaliacoes (compra_id, estrelas) values (${before}, 5)`.execute(db);

    await migrate(db, all);
    const after = (await purchase('depois', 'hash-depois').execute(db)).rows[0]?.id ?? '';
    await db.insertInto('avaliacoes').values({ compra_id: after, estrelas: 3 }).execute();
    const rows = await db
      .selectFrom('avaliacoes')
      .select(['compra_id', 'loja_id'])
      .orderBy('estrelas', 'desc')
      .execute();
    expect(rows).toEqual([
      { compra_id: before, loja_id: loja.id },
      { compra_id: after, loja_id: loja.id },
    ]);
  });
});
