// GET extrato?meses=3|6|12 (route extrato-fidelidade; DESIGN decision 6): balance, level, this month's
// progress, cashback per month of the period and the entries newest first; login required.
import { expect, it } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { addMonths, periodMonths } from '../../src/loyalty/months.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

/** Noon São Paulo time on the 15th, `back` months before the current month. */
const monthsAgo = (back: number) => `${addMonths(monthKey(new Date()), -back)}-15T12:00:00-03:00`;

describeEachDatabase('loyalty: GET extrato', (database) => {
  // A year of purchases: the stores may send them that old here (PURCHASE_MAX_AGE).
  const h = useLoyaltyApp(database, { purchaseMaxAgeMs: 366 * 86_400_000 });

  async function customerWithAYear() {
    const registered = await h.register();
    const { cpf } = registered.user;
    const loja = await h.store('Loja Centro ' + uniqueId());
    // One R$ 100,00 purchase 11, 7, 4 and 1 months ago (5% each), two this month (5%, 5%).
    for (const back of [11, 7, 4, 1]) {
      await loja.client.post('/compras', compra(cpf, { valor: 10_000, dataHora: monthsAgo(back) }));
    }
    const today = compra(cpf, { valor: 2000 });
    await loja.client.post(
      '/compras',
      compra(cpf, { valor: 4000, dataHora: new Date(Date.now() - 60_000).toISOString() }),
    );
    await loja.client.post('/compras', today);
    // Past the carência: everything available (the pending side is lifecycle.test.ts's).
    await releaseAllPending(h.api.app);
    await loja.client.post('/resgates', { cpf, valor: 700, idResgateLoja: uniqueId() });
    return { ...registered, loja, today };
  }

  const get = (jwt: string, query = '') =>
    h.client().request<Extrato>('GET', `/extrato${query}`, { jwt });

  it('answers the last 3 months by default, newest first, with the month chart and the level', async () => {
    const { user, loja } = await customerWithAYear();
    const response = await get(user.jwt);
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Extrato de fidelidade.');
    const extrato = response.envelope.data;
    expect(extrato).toMatchObject({
      meses: 3,
      // 4 × 500 + 200 + 100 − 700
      saldoCentavos: 1600,
      pendenteCentavos: 0,
      dividaCentavos: 0,
      proximaLiberacao: null,
      nivel: 2,
      comprasNoMes: 2,
      proximoNivel: 3,
      comprasParaProximoNivel: 2,
    });
    const current = monthKey(new Date());
    const month = (mes: string, ganho: number, resgatado: number) => ({
      mes,
      cashbackCentavos: ganho,
      ganhoCentavos: ganho,
      estornadoCentavos: 0,
      resgatadoCentavos: resgatado,
      expiradoCentavos: 0,
      ajusteCreditoCentavos: 0,
      ajusteDebitoCentavos: 0,
    });
    // Each series apart: earned by the month's purchases, and this month's R$ 7,00 redemption.
    expect(extrato.cashbackPorMes).toEqual([
      month(addMonths(current, -2), 0, 0),
      month(addMonths(current, -1), 500, 0),
      month(current, 300, 700),
    ]);
    expect(
      extrato.lancamentos.map((l) => [
        l.tipo,
        l.valorCentavos,
        l.percentual,
        l.cashbackCentavos,
        l.situacao,
      ]),
    ).toEqual([
      ['resgate', 700, null, -700, null],
      ['compra', 2000, 5, 100, 'disponivel'],
      ['compra', 4000, 5, 200, 'disponivel'],
      ['compra', 10_000, 5, 500, 'disponivel'],
    ]);
    expect(extrato.lancamentos.every((l) => l.loja === loja.nome)).toBe(true);
    const times = extrato.lancamentos.map((l) => Date.parse(l.dataHora));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('widens to 6 and 12 months', async () => {
    const { user } = await customerWithAYear();
    const six = (await get(user.jwt, '?meses=6')).envelope.data;
    expect(six.cashbackPorMes.map((m) => m.mes)).toEqual(periodMonths(monthKey(new Date()), 6));
    expect(six.lancamentos.filter((l) => l.tipo === 'compra')).toHaveLength(4);
    const twelve = (await get(user.jwt, '?meses=12')).envelope.data;
    expect(twelve.cashbackPorMes).toHaveLength(12);
    expect(twelve.cashbackPorMes.map((m) => m.cashbackCentavos).reduce((a, b) => a + b)).toBe(2300);
    expect(twelve.lancamentos.filter((l) => l.tipo === 'compra')).toHaveLength(6);
  });

  it('shows a cancellation as its own negative entry and drops it from the month count', async () => {
    const { user, loja, today } = await customerWithAYear();
    await loja.client.post(`/compras/${today.idCompraLoja}/cancelamento`);
    const extrato = (await get(user.jwt)).envelope.data;
    expect(extrato.lancamentos[0]).toMatchObject({
      tipo: 'cancelamento',
      valorCentavos: 2000,
      percentual: 5,
      cashbackCentavos: -100,
    });
    expect(extrato).toMatchObject({
      saldoCentavos: 1500,
      nivel: 1,
      comprasNoMes: 1,
      proximoNivel: 2,
      comprasParaProximoNivel: 1,
    });
    expect(extrato.cashbackPorMes.at(-1)?.cashbackCentavos).toBe(200);
  });

  it('starts empty for a new customer at level 1', async () => {
    const { user } = await h.register();
    const extrato = (await get(user.jwt)).envelope.data;
    expect(extrato).toMatchObject({
      saldoCentavos: 0,
      nivel: 1,
      comprasNoMes: 0,
      comprasParaProximoNivel: 2,
      lancamentos: [],
    });
    expect(extrato.cashbackPorMes.every((m) => m.cashbackCentavos === 0)).toBe(true);
  });

  it("refuses another period with 'Escolha 3, 6 ou 12 meses.' and a call without login with 401", async () => {
    const { user } = await h.register();
    const bad = await get(user.jwt, '?meses=4');
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe('Escolha 3, 6 ou 12 meses.');
    const anonymous = await h.client().request('GET', '/extrato');
    expect(anonymous.status).toBe(401);
  });
});
