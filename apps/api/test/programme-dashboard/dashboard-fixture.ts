// A programme the dashboard's suites read: three stores, four customers created in two months, and
// every kind of ledger movement, each amount chosen so the figures can be worked out by hand (launch
// rules: 5%, 5%, 10%, 15% by the month's position; levels from 2 and 4 purchases; 30 days' carência).
//
// M is the current month; the other months depend on today's date, so the fixture names them: EA and EB
// the months of c1's purchases 41 and 40 days ago, RA and RB the months they were released in (their
// release dates, 30 days after), F the month of c4's purchase 25 days ago.
//   c1 (created in EA) buys at A 10,000 (500) in EA and at B 20,000 (1,000) in EB (5% each, first or
//      second of a month); both are reported after their release date, so released at once, in RA and
//      RB. In M c1 redeems 300 at A (A's credit, which expires a day sooner, pays it), is debited 200 by
//      an adjustment (A's credit again: nothing left), and B's credit (1,000) expires.
//   c2 (created in M) buys at A 30,000 (1,500) and 10,000 (500), and at B 4,000 (400, 10% as its third);
//      A's 10,000 is cancelled while pending: 500 reversed from pending.
//   c3 (created in M) buys at B 8,000 (400), and gets a credit adjustment of 2,500.
//   c4 (created in M) buys at C 6,000 (300) in F, released by the job in M.
// Ratings: A 5 and B 3 in M, A 4 and B 1 in the month before M.
import { expect } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { calendarDate, startOfDay } from '@fidelidade/domain/crypto/sao-paulo-date';
import { compra, daysAgo, storeName, uniqueId } from '@fidelidade/test-kit/purchases';
import { runLifecycle } from '../../src/lifecycle/lifecycle.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { shiftMonth } from '../../src/programme-dashboard/months.ts';
import { adjustment, type useAdjustmentsApp } from '../adjustments/adjustments-app.ts';
import { purchaseIdOf } from '../loyalty/ledger-queries.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';

type Harness = ReturnType<typeof useAdjustmentsApp>;

export interface DashboardFixture {
  M: string;
  /** The month c1 was created in. */
  CA: string;
  EA: string;
  EB: string;
  RA: string;
  RB: string;
  F: string;
  lojas: {
    A: { id: string; nome: string };
    B: { id: string; nome: string };
    C: { id: string; nome: string };
  };
}

export async function buildDashboardFixture(h: Harness): Promise<DashboardFixture> {
  const db = h.db();
  const store = async () => {
    const nome = storeName();
    const loja = await createLoja(db, nome);
    return { id: loja.id, nome, client: partnerClient(h.painel.api, loja.chave) };
  };
  const [A, B, C] = [await store(), await store(), await store()];
  const [c1, c2, c3, c4] = [
    await h.customer(),
    await h.customer(),
    await h.customer(),
    await h.customer(),
  ];
  const c1CreatedAt = new Date(daysAgo(42));
  await db
    .updateTable('clientes')
    .set({ criado_em: c1CreatedAt })
    .where('id', '=', c1.id)
    .execute();
  const buy = async (loja: typeof A, cpf: string, valor: number, dataHora?: string) => {
    const body = compra(cpf, { valor, ...(dataHora ? { dataHora } : {}) });
    const answer = await loja.client.post<{ liberaEm: string | null }>('/compras', body);
    expect(answer.status).toBe(201);
    const id = await purchaseIdOf(db, body.idCompraLoja);
    return { id, body, liberaEm: answer.envelope.data.liberaEm };
  };

  const c1A = await buy(A, c1.cpf, 10_000, daysAgo(41));
  const c1B = await buy(B, c1.cpf, 20_000, daysAgo(40));
  const c2A = await buy(A, c2.cpf, 30_000);
  const c2Cancelled = await buy(A, c2.cpf, 10_000);
  await buy(B, c2.cpf, 4_000);
  const c3B = await buy(B, c3.cpf, 8_000);
  const c4C = await buy(C, c4.cpf, 6_000, daysAgo(25));

  const redeemed = await A.client.post('/resgates', {
    cpf: c1.cpf,
    valor: 300,
    idResgateLoja: uniqueId(),
  });
  expect(redeemed.status).toBe(201);
  const cancelled = await A.client.post(`/compras/${c2Cancelled.body.idCompraLoja}/cancelamento`);
  expect(cancelled.status).toBe(200);

  const { client } = await h.operator('financeiro');
  expect((await h.create(client, c3.id, adjustment({ valorCentavos: 2500 }))).status).toBe(201);
  expect(
    (await h.create(client, c1.id, adjustment({ tipo: 'debito', valorCentavos: 200 }))).status,
  ).toBe(201);

  // B's credit expires, and C's is released, both by the job and now (their dates moved to a moment
  // ago: the real ones are months and days ahead).
  const justNow = new Date(Date.now() - 1000);
  await db
    .updateTable('creditos_cashback')
    .set({ expira_em: justNow })
    .where('compra_id', '=', c1B.id)
    .execute();
  await db
    .updateTable('creditos_cashback')
    .set({ libera_em: justNow })
    .where('compra_id', '=', c4C.id)
    .execute();
  await runLifecycle(db, new Date());

  const M = monthKey(new Date());
  const rate = (compraId: string, estrelas: number, criadaEm: Date) =>
    db
      .insertInto('avaliacoes')
      .values({ compra_id: compraId, estrelas, criada_em: criadaEm })
      .execute();
  const hour = 3_600_000;
  /** 00:00 São Paulo time on the month's 1st. */
  const monthStart = (mes: string) => startOfDay(calendarDate(`${mes}-01`));
  await rate(c2A.id, 5, new Date(monthStart(M).getTime() + hour));
  await rate(c3B.id, 3, new Date(monthStart(M).getTime() + 2 * hour));
  await rate(c1A.id, 4, new Date(monthStart(shiftMonth(M, -1)).getTime() + hour));
  await rate(c1B.id, 1, new Date(monthStart(shiftMonth(M, -1)).getTime() + 2 * hour));

  return {
    M,
    CA: monthKey(c1CreatedAt),
    EA: monthKey(new Date(c1A.body.dataHora)),
    EB: monthKey(new Date(c1B.body.dataHora)),
    RA: monthKey(new Date(c1A.liberaEm ?? '')),
    RB: monthKey(new Date(c1B.liberaEm ?? '')),
    F: monthKey(new Date(c4C.body.dataHora)),
    lojas: {
      A: { id: A.id, nome: A.nome },
      B: { id: B.id, nome: B.nome },
      C: { id: C.id, nome: C.nome },
    },
  };
}
