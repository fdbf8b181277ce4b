// The statement's summary (extrato_mensal, DESIGN decision 6): whatever mix of purchases, batches,
// cancellations, redemptions, releases and expiries a customer gets, each month's row equals a full recount of the ledger,
// and the statement's month chart is what summing the ledger's entries gives.
import { expect, it } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { compra, uniqueId, type CompraBody } from '@fidelidade/test-kit/purchases';
import { addMonths, periodMonths } from '../../src/loyalty/months.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending, runLifecycleIn } from '../helpers/cashback-lifecycle.ts';
import { recountedMonthSummary, storedMonthSummary } from './ledger-queries.ts';
import { useLoyaltyApp, type Store } from './loyalty-app.ts';

/** Noon São Paulo time on the 15th, `back` months before the current month. */
const monthsAgo = (back: number) => `${addMonths(monthKey(new Date()), -back)}-15T12:00:00-03:00`;

describeEachDatabase('loyalty: the statement summary per month', (database) => {
  const h = useLoyaltyApp(database, { purchaseMaxAgeMs: 366 * 86_400_000 });

  const buy = async (loja: Store, body: CompraBody) => {
    const response = await loja.client.post('/compras', body);
    expect(response.status).toBe(201);
  };
  const cancel = async (loja: Store, body: CompraBody) => {
    const response = await loja.client.post(`/compras/${body.idCompraLoja}/cancelamento`);
    expect(response.status).toBe(200);
  };
  const redeem = async (loja: Store, cpf: string, valor: number) => {
    const response = await loja.client.post('/resgates', { cpf, valor, idResgateLoja: uniqueId() });
    expect(response.status).toBe(201);
  };

  /** The month chart as the ledger gives it: each kind of entry recounted per entry month. */
  async function ledgerChart(clienteId: string, months: string[]) {
    const recount = await recountedMonthSummary(h.api.app.database.db, [clienteId]);
    return months.map((mes) => {
      const row = recount.find((month) => month.mes === mes);
      const [ganho, estornado, resgatado, expirado, credito, debito] = row
        ? [
            row.ganho_centavos,
            row.estornado_centavos,
            row.resgatado_centavos,
            row.expirado_centavos,
            row.ajuste_credito_centavos,
            row.ajuste_debito_centavos,
          ]
        : [0, 0, 0, 0, 0, 0];
      return {
        mes,
        cashbackCentavos: ganho - estornado + credito - debito,
        ganhoCentavos: ganho,
        estornadoCentavos: estornado,
        resgatadoCentavos: resgatado,
        expiradoCentavos: expirado,
        ajusteCreditoCentavos: credito,
        ajusteDebitoCentavos: debito,
      };
    });
  }

  async function idOf(cpf: string) {
    const row = await h.api.app.database.db
      .selectFrom('clientes')
      .select('id')
      .where('cpf', '=', cpf)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('equals a recount of the ledger after purchases, a batch, cancellations, redemptions and expiries', async () => {
    const [a, b] = [await h.register(), await h.register()];
    const [cpfA, cpfB] = [a.user.cpf, b.user.cpf];
    const loja = await h.store();

    const twoMonthsAgo = compra(cpfA, { valor: 10_000, dataHora: monthsAgo(2) });
    const lastMonth = compra(cpfA, { valor: 8000, dataHora: monthsAgo(1) });
    for (const body of [
      twoMonthsAgo,
      lastMonth,
      compra(cpfA),
      compra(cpfA, { valor: 5000 }),
      compra(cpfB, { valor: 2000 }),
    ]) {
      await buy(loja, body);
    }
    // Cancelled before the batch: its reversal belongs to this month, not to last month.
    await cancel(loja, lastMonth);

    const batched = [
      compra(cpfA, { valor: 1234 }),
      compra(cpfB, { valor: 999, dataHora: monthsAgo(2) }),
      compra(cpfA, { valor: 7000, dataHora: monthsAgo(1) }),
      compra(cpfA, { valor: 4321 }),
      compra(cpfB, { valor: 10 }),
      compra(cpfA, { valor: 6000 }),
      compra(cpfB, { valor: 3000 }),
    ];
    const lote = await loja.client.post<{ registradas: number }>('/compras/lote', {
      compras: batched,
    });
    expect(lote.envelope.data.registradas).toBe(batched.length);

    // Cancelled after the batch: one of the batch's, and the oldest purchase.
    await cancel(loja, batched[3] as CompraBody);
    await cancel(loja, twoMonthsAgo);
    await releaseAllPending(h.api.app);
    await redeem(loja, cpfA, 300);
    await redeem(loja, cpfA, 50);
    await redeem(loja, cpfB, 100);

    // Whatever is left expires, in months past the period the chart shows.
    expect((await runLifecycleIn(h.api.app, 800)).expirados).toBeGreaterThan(0);

    const ids = [await idOf(cpfA), await idOf(cpfB)];
    const db = h.api.app.database.db;
    const stored = await storedMonthSummary(db, ids);
    expect(stored).toEqual(await recountedMonthSummary(db, ids));
    const current = monthKey(new Date());
    const aNow = stored.find((row) => row.cliente_id === ids[0] && row.mes === current);
    // This month A lost 400 (last month's R$ 80,00 at 5%), 500 (two months ago's R$ 100,00 at 5%)
    // and 648 (the batch's R$ 43,21, the month's 4th purchase, at 15%), and spent 300 + 50.
    expect(aNow?.estornado_centavos).toBe(400 + 500 + 648);
    expect(aNow?.resgatado_centavos).toBe(350);

    for (const [{ user }, id] of [
      [a, ids[0]],
      [b, ids[1]],
    ] as const) {
      const response = await h
        .client()
        .request<Extrato>('GET', '/extrato?meses=3', { jwt: user.jwt });
      expect(response.status).toBe(200);
      const months = periodMonths(current, 3);
      expect(response.envelope.data.cashbackPorMes).toEqual(await ledgerChart(id ?? '', months));
    }
  });

  it('has no row for a customer without entries, and goes with a deleted customer', async () => {
    const { user } = await h.register();
    const id = await idOf(user.cpf);
    const db = h.api.app.database.db;
    expect(await storedMonthSummary(db, [id])).toEqual([]);
    const loja = await h.store();
    await buy(loja, compra(user.cpf));
    expect(await storedMonthSummary(db, [id])).toHaveLength(1);
    const deleted = await h.client().request('DELETE', '/cliente', {
      jwt: user.jwt,
      body: { jwt: user.jwt },
    });
    expect(deleted.status).toBe(200);
    expect(await storedMonthSummary(db, [id])).toEqual([]);
  });
});
