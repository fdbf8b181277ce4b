// Migration 0024 on a database that already has purchases: the month counters it creates hold each
// customer's non-cancelled purchases per month, so the first purchase after the upgrade gets the
// position the old count would have given it.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';
import { ledgerBefore } from './ledger-before-migration.ts';

const COUNTER_MIGRATION = 24;

describeEachDatabase('migration 0024_compras_mes', (kind) => {
  const { database } = useTestDatabase(kind);

  it('counts the non-cancelled purchases of each customer and month already stored', async () => {
    const db = database().db;
    const { loja, ana, bia, upgrade } = await ledgerBefore(db, COUNTER_MIGRATION);
    const purchases: [string | undefined, string, boolean][] = [
      [ana, '2026-10', false],
      [ana, '2026-10', false],
      [ana, '2026-10', true],
      [ana, '2026-11', false],
      [bia, '2026-11', true],
      [undefined, '2026-11', false],
    ];
    for (const [index, [clienteId, mes, cancelled]] of purchases.entries()) {
      await sql`
        insert into compras (loja_id, id_compra_loja, cliente_id, valor_centavos, ocorrida_em, mes,
          posicao_no_mes, percentual, cashback_centavos, nivel_apos, hash_avaliacao, cancelada_em)
        values (${loja}, ${`antiga-${String(index)}`}, ${clienteId ?? null}, 3000, now(), ${mes},
          1, 5, 150, 1, ${`hash-${String(index)}`}, ${cancelled ? new Date() : null})`.execute(db);
    }

    await upgrade();
    const { rows } = await sql<{ cliente_id: string; mes: string; compras: number }>`
      select cliente_id, mes, compras from compras_mes order by cliente_id, mes`.execute(db);
    expect(
      rows.filter((row) => row.cliente_id === ana).map(({ mes, compras }) => [mes, compras]),
    ).toEqual([
      ['2026-10', 2],
      ['2026-11', 1],
    ]);
    // Only cancelled purchases, or no customer any more: no counter.
    expect(rows.filter((row) => row.cliente_id !== ana)).toEqual([]);
  });
});
