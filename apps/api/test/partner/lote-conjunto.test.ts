// POST compras/lote records its good items in one statement: every answer, balance and
// month counter must be what recording the same purchases one by one gives, and concurrent batches
// must neither deadlock nor credit twice.
import { expect, it } from 'vitest';
import { compra, type CompraBody } from '@fidelidade/test-kit/purchases';
import { batchStatement, insertPurchases } from '../../src/partner/batch-statement.ts';
import { compraSchema } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { genericPlan, tableScans } from '../helpers/generic-plan.ts';
import { netCashbackOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp, type Store } from '../loyalty/loyalty-app.ts';

interface ItemAnswer {
  indice: number;
  responseCode: number;
  message: string;
  data: { posicaoNoMes: number; percentual: number; cashbackCentavos: number; nivel: number };
}

interface LoteResult {
  registradas: number;
  repetidas: number;
  comErro: number;
  resultados: ItemAnswer[];
}

const FORTY_DAYS_AGO = new Date(Date.now() - 40 * 86_400_000).toISOString();

/** Two customers' purchases of this month and of an earlier one, interleaved. */
function mixedPurchases(a: string, b: string): CompraBody[] {
  const plan: [string, string, number][] = [
    [a, 'agora', 1000],
    [b, 'antes', 2000],
    [a, 'antes', 1500],
    [a, 'agora', 999],
    [b, 'agora', 3000],
    [a, 'antes', 2500],
    [a, 'agora', 4001],
    [b, 'agora', 10],
    [a, 'agora', 7777],
    [b, 'antes', 1234],
    [a, 'antes', 50],
  ];
  return plan.map(([cpf, when, valor]) =>
    compra(cpf, { valor, ...(when === 'antes' ? { dataHora: FORTY_DAYS_AGO } : {}) }),
  );
}

const credited = ({ responseCode, data }: ItemAnswer) => ({
  responseCode,
  posicaoNoMes: data.posicaoNoMes,
  percentual: data.percentual,
  cashbackCentavos: data.cashbackCentavos,
  nivel: data.nivel,
});

describeEachDatabase('partner: a batch in one statement', (database) => {
  const h = useLoyaltyApp(database);

  async function twoCustomers() {
    const [first, second] = [await h.register(), await h.register()];
    return [first.user.cpf, second.user.cpf] as const;
  }

  async function batch(loja: Store, compras: CompraBody[]) {
    const response = await loja.client.post<LoteResult>('/compras/lote', { compras });
    expect(response.status).toBe(200);
    return response.envelope.data;
  }

  it('answers and credits exactly what the same purchases one by one give', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const [c, d] = await twoCustomers();
    const together = await batch(loja, mixedPurchases(a, b));
    const oneByOne: ItemAnswer[] = [];
    for (const body of mixedPurchases(c, d)) {
      const response = await loja.client.post<ItemAnswer['data']>('/compras', body);
      const { message, data } = response.envelope;
      oneByOne.push({ indice: oneByOne.length, responseCode: response.status, message, data });
    }
    expect(together.registradas).toBe(11);
    expect(together.resultados.map(credited)).toEqual(oneByOne.map(credited));
    expect(together.resultados.map((item) => item.indice)).toEqual([...Array(11).keys()]);
    expect(await netCashbackOf(h.api.app, a)).toBe(await netCashbackOf(h.api.app, c));
    expect(await netCashbackOf(h.api.app, b)).toBe(await netCashbackOf(h.api.app, d));
    // The month counters moved too: the next purchase of each goes on from there.
    const next = await loja.client.post<ItemAnswer['data']>('/compras', compra(a));
    expect(next.envelope.data.posicaoNoMes).toBe(5);
    const earlier = await loja.client.post<ItemAnswer['data']>(
      '/compras',
      compra(b, { dataHora: FORTY_DAYS_AGO }),
    );
    expect(earlier.envelope.data.posicaoNoMes).toBe(3);
  });

  it('records the whole batch in its one statement, not item by item', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const inputs = mixedPurchases(a, b).map((body) =>
      compraSchema(h.api.config.purchaseMaxAgeMs).parse(body),
    );
    const now = new Date();
    const rulesOf = await h.api.app.programmeRules.rulesAt(now);
    const outcomes = await insertPurchases(h.api.app.database.db, loja.id, inputs, rulesOf, now);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(11).fill('inserted'));
    const unknown = compraSchema(h.api.config.purchaseMaxAgeMs).parse(compra('52998224725'));
    const again = await insertPurchases(
      h.api.app.database.db,
      loja.id,
      [...inputs.slice(0, 1), unknown],
      rulesOf,
      now,
    );
    expect(again.map((outcome) => outcome.kind)).toEqual(['exists', 'unknown-cpf']);
  });

  it('looks each item up by index in the plan a connection keeps, whatever the statistics', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const inputs = mixedPurchases(a, b).map((body) =>
      compraSchema(h.api.config.purchaseMaxAgeMs).parse(body),
    );
    const db = h.api.app.database.db;
    const now = new Date();
    const rulesOf = await h.api.app.programmeRules.rulesAt(now);
    const plan = await genericPlan(db, batchStatement(loja.id, inputs, rulesOf, now).compile(db));
    const scans = tableScans(plan).map((scan) => ({
      table: scan['Relation Name'],
      type: scan['Node Type'],
      key: scan['Index Cond'] ?? '',
    }));
    // Prepared while the tables are small, a join here became a hash of all the store's purchases,
    // rebuilt on every batch: each batch read more as the store sold more.
    expect(scans.filter(({ type }) => !type.startsWith('Index'))).toEqual([]);
    expect(scans.filter(({ table }) => table === 'compras').map(({ key }) => key)).toEqual([
      expect.stringContaining('id_compra_loja'),
    ]);
    expect(scans.filter(({ table }) => table === 'clientes').map(({ key }) => key)).toEqual([
      expect.stringContaining('cpf'),
    ]);
  });

  it('answers a retried batch as already recorded and credits nothing more', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const purchases = mixedPurchases(a, b);
    const first = await batch(loja, purchases);
    const saldo = await netCashbackOf(h.api.app, a);
    const again = await batch(loja, [...purchases.slice(0, 5), compra(b, { valor: 2000 })]);
    expect(again).toMatchObject({ registradas: 1, repetidas: 5, comErro: 0 });
    expect(again.resultados.slice(0, 5).map((item) => item.data)).toEqual(
      first.resultados.slice(0, 5).map((item) => item.data),
    );
    expect(again.resultados[5]?.data.posicaoNoMes).toBe(3);
    expect(await netCashbackOf(h.api.app, a)).toBe(saldo);
  });

  it('records concurrent batches over the same customers with one position each', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const batches = Array.from({ length: 6 }, (_, index) =>
      Array.from({ length: 10 }, (_, item) => compra((index + item) % 2 ? a : b, { valor: 100 })),
    );
    const answers = await Promise.all(batches.map((compras) => batch(loja, compras)));
    expect(answers.map((answer) => answer.registradas)).toEqual([10, 10, 10, 10, 10, 10]);
    const positions = answers.flatMap((answer) =>
      answer.resultados.map((item) => item.data.posicaoNoMes),
    );
    expect(new Set(positions).size).toBe(30);
    // Each customer: 5 + 5 + 10 + 15 × 27 centavos for 30 purchases of R$ 1,00.
    expect(await netCashbackOf(h.api.app, a)).toBe(5 + 5 + 10 + 15 * 27);
    expect(await netCashbackOf(h.api.app, b)).toBe(5 + 5 + 10 + 15 * 27);
  });

  it('credits once when the same batch arrives twice at the same time', async () => {
    const loja = await h.store();
    const [a, b] = await twoCustomers();
    const purchases = mixedPurchases(a, b);
    const answers = await Promise.all([batch(loja, purchases), batch(loja, purchases)]);
    expect(answers.map((answer) => answer.registradas + answer.repetidas)).toEqual([11, 11]);
    expect(answers.reduce((sum, answer) => sum + answer.registradas, 0)).toBe(11);
    const [c, d] = await twoCustomers();
    await batch(loja, mixedPurchases(c, d));
    expect(await netCashbackOf(h.api.app, a)).toBe(await netCashbackOf(h.api.app, c));
    expect(await netCashbackOf(h.api.app, b)).toBe(await netCashbackOf(h.api.app, d));
  });
});
