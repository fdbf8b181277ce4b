// Migration 0041 on a database that already has balances (docs/decisions/0014-cashback-lifecycle.md):
// a positive balance becomes one credit, available on the migration's day and expiring by the launch
// rules' validity; a negative one becomes a debt; the ledger's sum still equals the balance.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { addMonths, saoPauloDate, startOfDay } from '@fidelidade/domain/crypto/sao-paulo-date';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';
import { ledgerBefore } from './ledger-before-migration.ts';

const CREDITS_MIGRATION = 41;

describeEachDatabase('migration 0041_creditos_cashback', (kind) => {
  const { database } = useTestDatabase(kind);

  it('makes a positive balance one available credit, a negative one a debt, and refuses below zero', async () => {
    const db = database().db;
    const { ana, bia, upgrade } = await ledgerBefore(db, CREDITS_MIGRATION);
    await sql`insert into saldos (cliente_id, saldo_centavos) values
      (${ana}, 1230), (${bia}, -185)`.execute(db);

    await upgrade();
    const saldos = await db
      .selectFrom('saldos')
      .select(['cliente_id', 'saldo_centavos', 'pendente_centavos', 'divida_centavos'])
      .orderBy('saldo_centavos', 'desc')
      .execute();
    expect(saldos).toEqual([
      { cliente_id: ana, saldo_centavos: 1230, pendente_centavos: 0, divida_centavos: 0 },
      { cliente_id: bia, saldo_centavos: 0, pendente_centavos: 0, divida_centavos: 185 },
    ]);
    const credits = await db
      .selectFrom('creditos_cashback')
      .select(['cliente_id', 'compra_id', 'creditado_centavos', 'restante_centavos', 'estado'])
      .select('expira_em')
      .execute();
    const today = saoPauloDate(new Date());
    expect(credits).toEqual([
      {
        cliente_id: ana,
        compra_id: null,
        creditado_centavos: 1230,
        restante_centavos: 1230,
        estado: 'disponivel',
        expira_em: startOfDay(addMonths(today, LAUNCH_RULES.validityMonths)),
      },
    ]);
    // From then on the available balance never goes below zero.
    await expect(
      sql`update saldos set saldo_centavos = -1 where cliente_id = ${ana}`.execute(db),
    ).rejects.toThrow(/saldos_saldo_centavos_check/);
  });
});
