// Migration 0038 on a database that already has a ledger: the statement summary it creates holds,
// for each customer and month, the sums of the entries already stored, so the statement's chart is
// the same right after the upgrade.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';
import { ledgerBefore } from './ledger-before-migration.ts';

const SUMMARY_MIGRATION = 38;

describeEachDatabase('migration 0038_extrato_mensal', (kind) => {
  const { database } = useTestDatabase(kind);

  it('sums the earned, reversed and spent cashback of each customer and month already stored', async () => {
    const db = database().db;
    const { loja, ana, bia, upgrade } = await ledgerBefore(db, SUMMARY_MIGRATION);
    // [customer, entry month, kind, cashback]: a purchase and its cancellation may fall in two months.
    const entries: [string | undefined, string, 'compra' | 'cancelamento' | 'resgate', number][] = [
      [ana, '2026-10', 'compra', 150],
      [ana, '2026-10', 'compra', 300],
      [ana, '2026-11', 'cancelamento', -300],
      [ana, '2026-11', 'compra', 450],
      [ana, '2026-11', 'resgate', -200],
      [bia, '2026-11', 'resgate', -50],
    ];
    for (const [index, [clienteId, mes, tipo, cashback]] of entries.entries()) {
      const { rows: compras } = await sql<{ id: string }>`
        insert into compras (loja_id, id_compra_loja, cliente_id, valor_centavos, ocorrida_em, mes,
          posicao_no_mes, percentual, cashback_centavos, nivel_apos, hash_avaliacao)
        values (${loja}, ${`antiga-${String(index)}`}, ${clienteId}, 3000, now(), ${mes},
          1, 5, 150, 1, ${`hash-${String(index)}`})
        returning id`.execute(db);
      const { rows: resgates } = await sql<{ id: string }>`
        insert into resgates (loja_id, id_resgate_loja, cliente_id, valor_centavos, saldo_apos_centavos)
        values (${loja}, ${`antigo-${String(index)}`}, ${clienteId}, 100, 0)
        returning id`.execute(db);
      const redemption = tipo === 'resgate';
      await sql`
        insert into lancamentos (cliente_id, loja_id, tipo, compra_id, resgate_id, valor_centavos,
          percentual, cashback_centavos, ocorrido_em, mes)
        values (${clienteId}, ${loja}, ${tipo}, ${redemption ? null : compras[0]?.id},
          ${redemption ? resgates[0]?.id : null}, 3000, ${redemption ? null : 5}, ${cashback},
          now(), ${mes})`.execute(db);
    }

    await upgrade();
    const { rows } = await sql<{
      cliente_id: string;
      mes: string;
      ganho_centavos: number;
      estornado_centavos: number;
      resgatado_centavos: number;
    }>`select cliente_id, mes, ganho_centavos, estornado_centavos, resgatado_centavos
      from extrato_mensal order by cliente_id, mes`.execute(db);
    const of = (clienteId: string | undefined) =>
      rows
        .filter((row) => row.cliente_id === clienteId)
        .map(({ mes, ganho_centavos, estornado_centavos, resgatado_centavos }) => [
          mes,
          ganho_centavos,
          estornado_centavos,
          resgatado_centavos,
        ]);
    expect(of(ana)).toEqual([
      ['2026-10', 450, 0, 0],
      ['2026-11', 450, 300, 200],
    ]);
    expect(of(bia)).toEqual([['2026-11', 0, 0, 50]]);
  });
});
