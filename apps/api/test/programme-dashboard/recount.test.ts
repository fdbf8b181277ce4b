// The dashboard's summaries (0052_indicadores.sql) equal a full recount straight from the purchases,
// the ledger, the credits and the balances, after purchases, cancellations (of pending and of spent
// cashback), redemptions, adjustments, releases (one settling a debt) and expiries, folded in two runs;
// the members after accounts join and leave; the ratings as they are given, changed and erased; the
// liability after an erasure.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { compra, daysAgo, storeName, uniqueId } from '@fidelidade/test-kit/purchases';
import { insertAjuste } from '../../src/adjustments/adjustments-repository.ts';
import { deleteCliente } from '../../src/accounts/clientes-repository.ts';
import { eraseCliente } from '../../src/accounts/erasure.ts';
import { applyAdjustment } from '../../src/adjustments/apply-adjustment.ts';
import type { Executor } from '../../src/db/executor.ts';
import { runLifecycle } from '../../src/lifecycle/lifecycle.ts';
import { lockSaldos } from '../../src/loyalty/saldo.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { foldLedger } from '../../src/programme-dashboard/fold.ts';
import { rate } from '../../src/rating/ratings.ts';
import { useAdjustmentsApp } from '../adjustments/adjustments-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { balancesOf, purchaseIdOf } from '../loyalty/ledger-queries.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { buildDashboardFixture } from './dashboard-fixture.ts';

type Row = Record<string, string | number | null>;

const sorted = (rows: Row[]) =>
  rows
    .map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? v : String(v)])),
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The flows of each month and store as the summary keeps them, rows of nothing left out. */
async function summarised(db: Executor): Promise<Row[]> {
  const { rows } = await sql<Row>`select mes, loja_id, compras, valor_centavos, clientes,
      creditado_centavos, liberado_centavos, resgatado_centavos, expirado_centavos,
      estornado_centavos, ajuste_credito_centavos, ajuste_debito_centavos
    from indicadores_mes
    where (compras, valor_centavos, clientes, creditado_centavos, liberado_centavos,
      resgatado_centavos, expirado_centavos, estornado_centavos, ajuste_credito_centavos,
      ajuste_debito_centavos) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(db);
  return sorted(rows);
}

/** The same, counted again from the purchases, the ledger and the credits. */
async function recounted(db: Executor): Promise<Row[]> {
  const { rows } = await sql<Row>`with
    purchases as (
      select mes, loja_id, count(*) as compras, sum(valor_centavos) as valor_centavos,
        count(distinct cliente_id) as clientes
      from compras where cancelada_em is null group by mes, loja_id
    ),
    ledger as (
      select l.mes, coalesce(l.loja_id, origem.loja_id) as loja_id,
        sum(l.cashback_centavos) filter (where l.tipo = 'compra') as creditado_centavos,
        -sum(l.cashback_centavos) filter (where l.tipo = 'resgate') as resgatado_centavos,
        -sum(l.cashback_centavos) filter (where l.tipo = 'expiracao') as expirado_centavos,
        -sum(l.cashback_centavos) filter (where l.tipo = 'cancelamento') as estornado_centavos,
        sum(l.cashback_centavos) filter (where l.tipo = 'ajuste' and l.cashback_centavos > 0)
          as ajuste_credito_centavos,
        -sum(l.cashback_centavos) filter (where l.tipo = 'ajuste' and l.cashback_centavos < 0)
          as ajuste_debito_centavos
      from lancamentos l
      left join creditos_cashback c on c.id = l.credito_id
      left join compras origem on origem.id = c.compra_id
      group by 1, 2
    ),
    -- Released: every purchase credit no longer pending, but one cancelled while pending.
    releases as (
      select to_char(c.libera_em at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes,
        compras.loja_id, sum(c.creditado_centavos) as liberado_centavos
      from creditos_cashback c
      join compras on compras.id = c.compra_id
      where c.estado <> 'pendente' and not exists (select from lancamentos e
        where e.compra_id = c.compra_id and e.tipo = 'cancelamento' and e.pendente_centavos > 0)
      group by 1, 2
    ),
    keys as (
      select mes, loja_id from purchases union select mes, loja_id from ledger
      union select mes, loja_id from releases
    )
    select k.mes, k.loja_id, coalesce(p.compras, 0) as compras,
      coalesce(p.valor_centavos, 0) as valor_centavos, coalesce(p.clientes, 0) as clientes,
      coalesce(l.creditado_centavos, 0) as creditado_centavos,
      coalesce(r.liberado_centavos, 0) as liberado_centavos,
      coalesce(l.resgatado_centavos, 0) as resgatado_centavos,
      coalesce(l.expirado_centavos, 0) as expirado_centavos,
      coalesce(l.estornado_centavos, 0) as estornado_centavos,
      coalesce(l.ajuste_credito_centavos, 0) as ajuste_credito_centavos,
      coalesce(l.ajuste_debito_centavos, 0) as ajuste_debito_centavos
    from keys k
    left join purchases p on p.mes = k.mes and p.loja_id is not distinct from k.loja_id
    left join ledger l on l.mes = k.mes and l.loja_id is not distinct from k.loja_id
    left join releases r on r.mes = k.mes and r.loja_id is not distinct from k.loja_id`.execute(db);
  return sorted(rows);
}

/** The distribution of customers by purchases per month, from the summary and from compras_mes. */
async function distributions(db: Executor): Promise<{ summary: Row[]; recount: Row[] }> {
  const summary = await sql<Row>`select mes, compras, clientes from indicadores_niveis
    where clientes <> 0`.execute(db);
  const recount = await sql<Row>`select mes, compras, count(*) as clientes from compras_mes
    where compras > 0 group by mes, compras`.execute(db);
  return { summary: sorted(summary.rows), recount: sorted(recount.rows) };
}

/** Each customer's purchases per month and store, from the summary and from compras. */
async function perCustomer(db: Executor): Promise<{ summary: Row[]; recount: Row[] }> {
  const summary = await sql<Row>`select mes, cliente_id, loja_id, compras from indicadores_clientes
    where compras <> 0`.execute(db);
  const recount = await sql<Row>`select mes, cliente_id, loja_id, count(*) as compras from compras
    where cancelada_em is null group by mes, cliente_id, loja_id`.execute(db);
  return { summary: sorted(summary.rows), recount: sorted(recount.rows) };
}

/** Accounts per São Paulo month of creation, from the summary and from clientes. */
async function membersByMonth(db: Executor): Promise<{ summary: Row[]; recount: Row[] }> {
  const summary = await sql<Row>`select mes, clientes from indicadores_membros`.execute(db);
  const recount = await sql<Row>`select to_char(criado_em at time zone 'America/Sao_Paulo',
      'YYYY-MM') as mes, count(*) as clientes
    from clientes where reservada_para is null group by 1`.execute(db);
  return { summary: sorted(summary.rows), recount: sorted(recount.rows) };
}

/** Ratings and their stars per São Paulo month and store, from the summary and from avaliacoes. */
async function ratingsByMonth(db: Executor): Promise<{ summary: Row[]; recount: Row[] }> {
  const summary = await sql<Row>`select mes, loja_id, avaliacoes, estrelas
    from indicadores_avaliacoes where avaliacoes <> 0`.execute(db);
  const recount = await sql<Row>`select to_char(criada_em at time zone 'America/Sao_Paulo',
      'YYYY-MM') as mes, loja_id, count(*) as avaliacoes, sum(estrelas) as estrelas
    from avaliacoes group by 1, 2`.execute(db);
  return { summary: sorted(summary.rows), recount: sorted(recount.rows) };
}

/** Available and pending summed from every month's flows, and the balances' live sums. */
async function liabilities(db: Executor) {
  const { rows } = await sql<{
    flows: string;
    pendente: string;
    live: string;
    livePendente: string;
  }>`
    select (select sum(creditado_centavos - estornado_centavos - resgatado_centavos
        - expirado_centavos + ajuste_credito_centavos - ajuste_debito_centavos
        + variacao_divida_centavos - apagado_centavos) from indicadores_mes)::text as flows,
      (select sum(variacao_pendente_centavos) from indicadores_mes)::text as pendente,
      (select sum(saldo_centavos + pendente_centavos) from saldos)::text as live,
      (select sum(pendente_centavos) from saldos)::text as "livePendente"`.execute(db);
  return rows[0];
}

async function expectLiability(db: Executor): Promise<void> {
  const liability = await liabilities(db);
  expect(liability?.flows).toBe(liability?.live);
  expect(liability?.pendente).toBe(liability?.livePendente);
}

async function expectMembers(db: Executor): Promise<void> {
  const accounts = await membersByMonth(db);
  expect(accounts.summary).toEqual(accounts.recount);
}

async function expectRatings(db: Executor): Promise<void> {
  const ratings = await ratingsByMonth(db);
  expect(ratings.summary).toEqual(ratings.recount);
}

async function expectRecount(db: Executor): Promise<void> {
  expect(await summarised(db)).toEqual(await recounted(db));
  const levels = await distributions(db);
  expect(levels.summary).toEqual(levels.recount);
  const customers = await perCustomer(db);
  expect(customers.summary).toEqual(customers.recount);
  await expectMembers(db);
  await expectRatings(db);
  await expectLiability(db);
}

describeEachDatabase("the dashboard's summaries", (database) => {
  const h = useAdjustmentsApp(database);
  const db = () => h.db();

  beforeAll(async () => {
    await buildDashboardFixture(h);
  });

  it('equal a full recount once the fold has run, and again after more of everything', async () => {
    expect((await foldLedger(db())).lancamentos).toBeGreaterThan(0);
    await expectRecount(db());
    expect(await foldLedger(db())).toEqual({ lancamentos: 0 });

    // Cashback spent, then its purchase cancelled: a debt, which the next release settles.
    const loja = await createLoja(db(), storeName());
    const partner = partnerClient(h.painel.api, loja.chave);
    const cliente = await h.customer();
    const spent = compra(cliente.cpf, { valor: 10_000, dataHora: daysAgo(40) });
    expect((await partner.post('/compras', spent)).status).toBe(201);
    const redeemed = { cpf: cliente.cpf, valor: 500, idResgateLoja: uniqueId() };
    expect((await partner.post('/resgates', redeemed)).status).toBe(201);
    await foldLedger(db());
    await expectRecount(db());

    expect((await partner.post(`/compras/${spent.idCompraLoja}/cancelamento`)).status).toBe(200);
    expect(await balancesOf(h.painel.api.app, cliente.cpf)).toMatchObject({ divida: 500 });
    const next = compra(cliente.cpf, { valor: 20_000 });
    expect((await partner.post('/compras', next)).status).toBe(201);
    await db()
      .updateTable('creditos_cashback')
      .set({ libera_em: new Date(Date.now() - 1000) })
      .where('cliente_id', '=', cliente.id)
      .where('estado', '=', 'pendente')
      .execute();
    await runLifecycle(db(), new Date());
    expect(await balancesOf(h.painel.api.app, cliente.cpf)).toEqual({
      disponivel: 500,
      pendente: 0,
      divida: 0,
    });
    await foldLedger(db());
    await expectRecount(db());
  });

  it('count the members again on every run: an account that joins, one that leaves', async () => {
    const before = await membersByMonth(db());
    const joined = await h.customer();
    const leaving = await h.customer();
    await foldLedger(db());
    await expectMembers(db());
    await deleteCliente(db(), leaving.id);
    await deleteCliente(db(), joined.id);
    await foldLedger(db());
    await expectMembers(db());
    expect((await membersByMonth(db())).summary).toEqual(before.summary);
  });

  it('sum the ratings of each month and store as they are given, changed or summed again', async () => {
    const loja = await createLoja(db(), storeName());
    const partner = partnerClient(h.painel.api, loja.chave);
    const cliente = await h.customer();
    const bought = [compra(cliente.cpf, { valor: 3000 }), compra(cliente.cpf, { valor: 5000 })];
    for (const body of bought) expect((await partner.post('/compras', body)).status).toBe(201);
    const [first, second] = await Promise.all(
      bought.map((body) => purchaseIdOf(db(), body.idCompraLoja)),
    );
    if (!first || !second) throw new Error('the purchases were not recorded');
    await rate(db(), first, 5, 'Ótimo atendimento');
    await rate(db(), second, 2, '');
    await expectRatings(db());
    const storeRows = () =>
      db()
        .selectFrom('indicadores_avaliacoes')
        .select(['mes', 'avaliacoes', 'estrelas'])
        .where('loja_id', '=', loja.id)
        .where('avaliacoes', '>', 0)
        .orderBy('mes')
        .execute();
    const now = monthKey(new Date());
    expect(await storeRows()).toEqual([{ mes: now, avaliacoes: 2, estrelas: 7 }]);

    // A rating changed (no route does it, but the summary follows whatever writes): it leaves its
    // month's row and joins the one it belongs to now.
    const before = new Date(daysAgo(45));
    await db()
      .updateTable('avaliacoes')
      .set({ estrelas: 4, criada_em: before })
      .where('compra_id', '=', second)
      .execute();
    await expectRatings(db());
    const moved = [
      { mes: monthKey(before), avaliacoes: 1, estrelas: 4 },
      { mes: now, avaliacoes: 1, estrelas: 5 },
    ];
    expect(await storeRows()).toEqual(moved);

    // Summed again in full (the migration's backfill, a rebuild): the same.
    await sql`select indicadores_somar_avaliacoes()`.execute(db());
    await expectRatings(db());
    expect(await storeRows()).toEqual(moved);
  });

  // One connection on PGlite: no transaction can run beside another there.
  it.runIf(database === 'postgres')(
    'never skips an entry whose transaction began before the fold and committed after it',
    async () => {
      const { operador } = await h.operator('administrador');
      const cliente = await h.customer();
      let proceed = () => {};
      const gate = new Promise<void>((resolve) => (proceed = resolve));
      let begun = () => {};
      const started = new Promise<void>((resolve) => (begun = resolve));
      // A credit adjustment whose transaction takes its id first and writes its entry last.
      const slow = db()
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_current_xact_id()`.execute(trx);
          begun();
          await gate;
          const balances = await lockSaldos(trx, [cliente.id]);
          const ajuste = await insertAjuste(trx, {
            cliente_id: cliente.id,
            tipo: 'credito',
            valor_centavos: 700,
            motivo: 'Teste da marca d’água',
            motivo_publico: 'Crédito',
            estado: 'aplicado',
            criado_por: operador.id,
            criado_em: new Date(),
          });
          const found = balances.get(cliente.id);
          if (!found) throw new Error('no balance row');
          await applyAdjustment(trx, ajuste, found, LAUNCH_RULES, new Date());
        });
      await started;
      // A later transaction commits first; the fold runs while the first one is still open.
      await h.availablePurchase(cliente.cpf, 1000);
      await foldLedger(db());
      const pending = await db()
        .selectFrom('lancamentos')
        .select('tipo')
        .where('cliente_id', '=', cliente.id)
        .where(sql<boolean>`transacao >= (select ate from indicadores_marca)`)
        .execute();
      expect(pending.map((row) => row.tipo)).toEqual(['compra']);
      proceed();
      await slow;
      await foldLedger(db());
      await expectRecount(db());
    },
  );

  // Last: the flows keep an erased customer's history, so they no longer match a recount of the ledger.
  it("lose an erased customer's cashback, folded or not, from the liability", async () => {
    const loja = await createLoja(db(), storeName());
    const partner = partnerClient(h.painel.api, loja.chave);
    const erased = await h.customer();
    const kept = await h.customer();
    for (const cliente of [erased, kept]) {
      await h.availablePurchase(cliente.cpf, 8000);
      const pending = compra(cliente.cpf, { valor: 6000 });
      expect((await partner.post('/compras', pending)).status).toBe(201);
    }
    await foldLedger(db());
    // Entries the fold has not seen yet, which go with the customer.
    const late = compra(erased.cpf, { valor: 4000 });
    expect((await partner.post('/compras', late)).status).toBe(201);
    const redeemed = { cpf: erased.cpf, valor: 100, idResgateLoja: uniqueId() };
    expect((await partner.post('/resgates', redeemed)).status).toBe(201);
    // The erased customer's rating leaves the ratings' sums with them.
    await rate(db(), await purchaseIdOf(db(), late.idCompraLoja), 3, '');
    await expectRatings(db());
    const held = await balancesOf(h.painel.api.app, erased.cpf);
    expect(held.disponivel).toBeGreaterThan(0);
    expect(held.pendente).toBeGreaterThan(0);
    await db()
      .transaction()
      .execute((trx) => eraseCliente(trx, erased.id));
    await expectLiability(db());
    await foldLedger(db());
    await expectLiability(db());
    await expectMembers(db());
    await expectRatings(db());
    const ratings = await db()
      .selectFrom('indicadores_avaliacoes')
      .select(['avaliacoes', 'estrelas'])
      .where('loja_id', '=', loja.id)
      .execute();
    expect(ratings).toEqual([{ avaliacoes: 0, estrelas: 0 }]);
  });
});
