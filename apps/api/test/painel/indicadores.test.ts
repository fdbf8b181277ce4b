// The console's programme dashboard (GET /indicadores; docs/decisions/0021-programme-dashboard.md):
// every figure of the month and of its series against the fixture worked out by hand
// (../programme-dashboard/dashboard-fixture.ts), a store's figures, a loja operator held to its own
// store, and the months it refuses.
import { beforeAll, expect, it } from 'vitest';
import {
  INDICADORES_MESES_MAX,
  INDICADORES_SERIE_MESES,
  type Indicadores,
} from '@fidelidade/domain/contracts/painel/indicadores';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { consoleDashboardMessages } from '@fidelidade/domain/messages';
import { daysAgo } from '@fidelidade/test-kit/purchases';
import { foldLedger } from '../../src/programme-dashboard/fold.ts';
import { shiftMonth } from '../../src/programme-dashboard/months.ts';
import { useAdjustmentsApp } from '../adjustments/adjustments-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import {
  buildDashboardFixture,
  type DashboardFixture,
} from '../programme-dashboard/dashboard-fixture.ts';

type Serie = Indicadores['serie'][number];
type Flow = Omit<Serie, 'mes' | 'ativos'>;

/** What one event of the fixture adds to its month: the amounts as worked out by hand. */
interface Fact extends Partial<Flow> {
  mes: string;
  loja: 'A' | 'B' | 'C' | null;
  /** The customer whose purchase (not cancelled) it is: active that month. */
  cliente?: string;
}

/** The fixture's events (dashboard-fixture.ts), each in its month. */
function facts(f: DashboardFixture): Fact[] {
  return [
    {
      mes: f.EA,
      loja: 'A',
      cliente: 'c1',
      compras: 1,
      valorCentavos: 10_000,
      creditadoCentavos: 500,
    },
    {
      mes: f.EB,
      loja: 'B',
      cliente: 'c1',
      compras: 1,
      valorCentavos: 20_000,
      creditadoCentavos: 1000,
    },
    { mes: f.RA, loja: 'A', liberadoCentavos: 500 },
    { mes: f.RB, loja: 'B', liberadoCentavos: 1000 },
    {
      mes: f.M,
      loja: 'A',
      cliente: 'c2',
      compras: 1,
      valorCentavos: 30_000,
      creditadoCentavos: 1500,
    },
    // The cancelled purchase: credited, then reversed, never counted.
    { mes: f.M, loja: 'A', creditadoCentavos: 500, estornadoCentavos: 500 },
    { mes: f.M, loja: 'B', cliente: 'c2', compras: 1, valorCentavos: 4000, creditadoCentavos: 400 },
    { mes: f.M, loja: 'B', cliente: 'c3', compras: 1, valorCentavos: 8000, creditadoCentavos: 400 },
    { mes: f.F, loja: 'C', cliente: 'c4', compras: 1, valorCentavos: 6000, creditadoCentavos: 300 },
    { mes: f.M, loja: 'C', liberadoCentavos: 300 },
    { mes: f.M, loja: 'A', resgatadoCentavos: 300 },
    { mes: f.M, loja: 'B', expiradoCentavos: 1000 },
  ];
}

const FLOWS = [
  'compras',
  'valorCentavos',
  'creditadoCentavos',
  'liberadoCentavos',
  'resgatadoCentavos',
  'expiradoCentavos',
  'estornadoCentavos',
] as const;

/** The series the facts make, for the whole programme or one store. */
function expectedSerie(f: DashboardFixture, mes: string, loja: Fact['loja'] | 'todas'): Serie[] {
  const mine = facts(f).filter((fact) => loja === 'todas' || fact.loja === loja);
  return Array.from({ length: INDICADORES_SERIE_MESES }, (_, index) => {
    const month = shiftMonth(mes, index + 1 - INDICADORES_SERIE_MESES);
    const inMonth = mine.filter((fact) => fact.mes === month);
    const row: Serie = {
      mes: month,
      ativos: new Set(inMonth.flatMap((fact) => (fact.cliente ? [fact.cliente] : []))).size,
      compras: 0,
      valorCentavos: 0,
      creditadoCentavos: 0,
      liberadoCentavos: 0,
      resgatadoCentavos: 0,
      expiradoCentavos: 0,
      estornadoCentavos: 0,
    };
    for (const fact of inMonth) for (const key of FLOWS) row[key] += fact[key] ?? 0;
    return row;
  });
}

describeEachDatabase('the programme dashboard', (database) => {
  const h = useAdjustmentsApp(database);
  let f: DashboardFixture;

  beforeAll(async () => {
    f = await buildDashboardFixture(h);
    await foldLedger(h.db());
  });

  const get = async (path: string, papel: 'administrador' | 'financeiro' = 'financeiro') => {
    const { client } = await h.operator(papel);
    return client.request<Indicadores>('GET', path);
  };

  it("answers this month's figures for the whole programme, each as worked out by hand", async () => {
    const answer = await get('/indicadores');
    expect(answer.status).toBe(200);
    expect(answer.envelope.message).toBe(consoleDashboardMessages.dashboard);
    const c4ThisMonth = f.F === f.M ? 1 : 0;
    const liberado = 300 + (f.RA === f.M ? 500 : 0) + (f.RB === f.M ? 1000 : 0);
    const data = answer.envelope.data;
    expect(data).toEqual({
      mes: f.M,
      lojaId: null,
      atualizadoEm: expect.any(String) as string,
      // c1 created 42 days ago, c2 to c4 this month.
      membros: { total: 4, novos: 3 },
      ativos: 2 + c4ThisMonth,
      // c3 (and c4) with one purchase; c2 with two (its third cancelled): level 2 from 2.
      niveis: [
        { nivel: 1, clientes: 1 + c4ThisMonth },
        { nivel: 2, clientes: 1 },
        { nivel: 3, clientes: 0 },
      ],
      compras: { quantidade: 3 + c4ThisMonth, valorCentavos: 42_000 + 6000 * c4ThisMonth },
      cashback: {
        creditadoCentavos: 2800 + 300 * c4ThisMonth,
        liberadoCentavos: liberado,
        resgatadoCentavos: 300,
        expiradoCentavos: 1000,
        estornadoCentavos: 500,
      },
      // c3: 2,500 (adjustment) and c4: 300 available; c2: 1,900 and c3: 400 pending; c1: nothing.
      passivo: { disponivelCentavos: 2800, pendenteCentavos: 2300, totalCentavos: 5100 },
      taxaResgate: Math.round((300 / liberado) * 10_000) / 10_000,
      avaliacoes: { media: 4, total: 2, mediaAnterior: 2.5, totalAnterior: 2 },
      lojasDestaque: [
        { lojaId: f.lojas.A.id, lojaNome: f.lojas.A.nome, compras: 1, valorCentavos: 30_000 },
        { lojaId: f.lojas.B.id, lojaNome: f.lojas.B.nome, compras: 2, valorCentavos: 12_000 },
        ...(c4ThisMonth
          ? [{ lojaId: f.lojas.C.id, lojaNome: f.lojas.C.nome, compras: 1, valorCentavos: 6000 }]
          : []),
      ],
      serie: expectedSerie(f, f.M, 'todas'),
    });
    expect(Date.parse(data.atualizadoEm)).toBeLessThanOrEqual(Date.now());
  });

  it('answers a past month, its liability summed from the flows up to its end', async () => {
    const mes = shiftMonth(f.M, -1);
    const { data } = (await get(`/indicadores?mes=${mes}`, 'administrador')).envelope;
    const serie = expectedSerie(f, mes, 'todas');
    const month = serie.at(-1);
    expect(data.serie).toEqual(serie);
    expect(data.compras).toEqual({
      quantidade: month?.compras,
      valorCentavos: month?.valorCentavos,
    });
    expect(data.ativos).toBe(month?.ativos);
    // Up to the month's end: what c1 and c4 were credited, less what was released then.
    const upTo = facts(f).filter((fact) => fact.mes <= mes);
    const sum = (key: keyof Flow) => upTo.reduce((total, fact) => total + (fact[key] ?? 0), 0);
    const pendente = sum('creditadoCentavos') - sum('liberadoCentavos');
    expect(data.passivo).toEqual({
      disponivelCentavos: sum('liberadoCentavos'),
      pendenteCentavos: pendente,
      totalCentavos: sum('creditadoCentavos'),
    });
    expect(data.membros).toEqual({ total: 1, novos: f.CA === mes ? 1 : 0 });
    expect(data.avaliacoes).toEqual({
      media: 2.5,
      total: 2,
      mediaAnterior: null,
      totalAnterior: 0,
    });
  });

  it("answers one store's figures, without the programme's members, levels and liability", async () => {
    const { data } = (await get(`/indicadores?lojaId=${f.lojas.A.id}`)).envelope;
    expect(data).toMatchObject({
      lojaId: f.lojas.A.id,
      membros: null,
      niveis: null,
      passivo: null,
      ativos: 1,
      compras: { quantidade: 1, valorCentavos: 30_000 },
      cashback: {
        creditadoCentavos: 2000,
        liberadoCentavos: f.RA === f.M ? 500 : 0,
        resgatadoCentavos: 300,
        expiradoCentavos: 0,
        estornadoCentavos: 500,
      },
      taxaResgate: f.RA === f.M ? 0.6 : null,
      avaliacoes: { media: 5, total: 1, mediaAnterior: 4, totalAnterior: 1 },
      lojasDestaque: [
        { lojaId: f.lojas.A.id, lojaNome: f.lojas.A.nome, compras: 1, valorCentavos: 30_000 },
      ],
    });
    expect(data.serie).toEqual(expectedSerie(f, f.M, 'A'));
  });

  it("gives a loja operator its own store's figures, whichever store it asks for", async () => {
    const operador = await h.painel.operador('loja', { lojaId: f.lojas.B.id });
    const client = await h.painel.signIn(operador);
    const { data } = (
      await client.request<Indicadores>('GET', `/indicadores?lojaId=${f.lojas.A.id}`)
    ).envelope;
    expect(data).toMatchObject({
      lojaId: f.lojas.B.id,
      membros: null,
      ativos: 2,
      compras: { quantidade: 2, valorCentavos: 12_000 },
      // B's credit expired: it counts at the store that earned it.
      cashback: { expiradoCentavos: 1000, resgatadoCentavos: 0, estornadoCentavos: 0 },
      avaliacoes: { media: 3, total: 1, mediaAnterior: 1, totalAnterior: 1 },
    });
    expect(data.serie).toEqual(expectedSerie(f, f.M, 'B'));
    const own = await client.request<Indicadores>('GET', '/indicadores');
    expect(own.envelope.data.lojaId).toBe(f.lojas.B.id);
  });

  it('answers a month up to 24 back, and refuses a later, an older or a malformed one', async () => {
    const { client } = await h.operator('financeiro');
    const oldest = shiftMonth(f.M, -INDICADORES_MESES_MAX);
    const answer = await client.request<Indicadores>('GET', `/indicadores?mes=${oldest}`);
    expect(answer.status).toBe(200);
    expect(answer.envelope.data.compras).toEqual({ quantidade: 0, valorCentavos: 0 });
    for (const mes of [shiftMonth(f.M, 1), shiftMonth(oldest, -1), '2025-13', '2025-1', 'x']) {
      const refused = await client.request('GET', `/indicadores?mes=${mes}`);
      expect(refused.status, mes).toBe(400);
      expect(refused.envelope.message).toBe(consoleDashboardMessages.invalidMonth);
    }
    const store = await client.request('GET', '/indicadores?lojaId=nenhuma');
    expect(store.status).toBe(400);
    expect(store.envelope.message).toBe(consoleDashboardMessages.invalidStore);
  });

  it('shows what the fold has folded: a purchase after it waits for the next run', async () => {
    const mes = monthKey(new Date(daysAgo(40)));
    const path = `/indicadores?mes=${mes}`;
    const before = (await get(path)).envelope.data;
    const cliente = await h.customer();
    await h.availablePurchase(cliente.cpf, 1000);
    expect((await get(path)).envelope.data.compras).toEqual(before.compras);
    await foldLedger(h.db());
    const after = (await get(path)).envelope.data;
    expect(after.compras).toEqual({
      quantidade: before.compras.quantidade + 1,
      valorCentavos: before.compras.valorCentavos + 1000,
    });
    expect(after.atualizadoEm >= before.atualizadoEm).toBe(true);
  });
});
