// The rows that grow with the programme take keys that start with the time they were written
// (migration 0058, docs/decisions/0023-time-ordered-keys.md): RFC 9562 version-7 uuids, whose first 48
// bits are Unix milliseconds, so a row written later has a key that sorts after an earlier one's.
import { setTimeout as pause } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { compra } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { purchaseIdOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

/** The Unix milliseconds a version-7 uuid starts with. */
const instantOf = (uuid: string) => Number.parseInt(uuid.replaceAll('-', '').slice(0, 12), 16);

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Keys written within [from, to], by the database's clock on this same machine. */
function expectWrittenBetween(keys: readonly string[], from: number, to: number) {
  for (const key of keys) {
    expect(key).toMatch(VERSION_7);
    expect(instantOf(key)).toBeGreaterThanOrEqual(from);
    expect(instantOf(key)).toBeLessThanOrEqual(to);
  }
}

describeEachDatabase('time-ordered keys', (database) => {
  const h = useLoyaltyApp(database);

  it('keys purchases, entries, credits, redemptions and notices by the order they were written', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const db = h.api.app.database.db;
    const from = Date.now();
    const first = compra(user.cpf, { valor: 20_000 });
    expect((await loja.client.post('/compras', first)).status).toBe(201);
    // Keys of the same millisecond sort by their random bits: the next write waits for another.
    await pause(5);
    const batch = [compra(user.cpf), compra(user.cpf)];
    expect((await loja.client.post('/compras/lote', { compras: batch })).status).toBe(200);
    await pause(5);
    await releaseAllPending(h.api.app);
    await pause(5);
    const redemption = {
      cpf: user.cpf,
      valor: 100,
      idResgateLoja: `resgate-${first.idCompraLoja}`,
    };
    expect((await loja.client.post('/resgates', redemption)).status).toBe(201);
    await pause(5);
    await h.api.app.notices.runDue();
    const to = Date.now();

    const purchases = await db
      .selectFrom('compras')
      .select('id')
      .where('loja_id', '=', loja.id)
      .execute();
    const firstKey = await purchaseIdOf(db, first.idCompraLoja);
    const batchKeys = await Promise.all(batch.map((body) => purchaseIdOf(db, body.idCompraLoja)));
    const credits = await db
      .selectFrom('creditos_cashback')
      .select('id')
      .where('compra_id', 'in', [firstKey, ...batchKeys])
      .execute();
    const entries = await db
      .selectFrom('lancamentos')
      .select(['id', 'tipo'])
      .where('loja_id', '=', loja.id)
      .execute();
    const redemptions = await db
      .selectFrom('resgates')
      .select('id')
      .where('loja_id', '=', loja.id)
      .execute();
    const notices = await db
      .selectFrom('avisos')
      .innerJoin('clientes', 'clientes.id', 'avisos.cliente_id')
      .select('avisos.id')
      .where('clientes.cpf', '=', user.cpf)
      .execute();

    const keysOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
    expect(purchases).toHaveLength(3);
    expect(credits).toHaveLength(3);
    expect(entries.map((entry) => entry.tipo).sort()).toEqual([
      'compra',
      'compra',
      'compra',
      'resgate',
    ]);
    expect(redemptions).toHaveLength(1);
    expect(notices.length).toBeGreaterThan(0);
    for (const keys of [purchases, credits, entries, redemptions, notices].map(keysOf)) {
      expectWrittenBetween(keys, from, to);
    }

    const latest = (keys: readonly string[]) => keys.toSorted().at(-1) ?? '';
    const earliest = (keys: readonly string[]) => keys.toSorted()[0] ?? '';
    // The single purchase before the batch's two, every purchase's entry and credit before the
    // redemption that spent them, and the notices of those credits after the credits.
    expect(firstKey < earliest(batchKeys)).toBe(true);
    const purchaseEntries = keysOf(entries.filter((entry) => entry.tipo === 'compra'));
    const redemptionEntries = keysOf(entries.filter((entry) => entry.tipo === 'resgate'));
    expect(latest(purchaseEntries) < earliest(redemptionEntries)).toBe(true);
    expect(latest(keysOf(credits)) < earliest(keysOf(redemptions))).toBe(true);
    expect(latest(keysOf(credits)) < earliest(keysOf(notices))).toBe(true);
  });
});
