// Cashback that matures and expires (DESIGN decision 15; docs/decisions/0014-cashback-lifecycle.md):
// pending through the carência, available from 00:00 São Paulo time on its release date, expired from
// 00:00 on the release date plus the validity; debts from reversals settled by later releases; the
// statement shows it all. The release and expiry run here at chosen instants, as the job runs them.
import { expect, it } from 'vitest';
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { compra, daysAgo, uniqueId, type CompraBody } from '@fidelidade/test-kit/purchases';
import { runLifecycle } from '../../src/lifecycle/lifecycle.ts';
import type { CancelamentoResult, CompraResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { balancesOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp, type Store } from '../loyalty/loyalty-app.ts';

const justBefore = (instant: Date) => new Date(instant.getTime() - 1);

describeEachDatabase('cashback lifecycle', (database) => {
  const h = useLoyaltyApp(database);
  const db = () => h.api.app.database.db;

  async function buy(loja: Store, body: CompraBody): Promise<CompraResult> {
    const response = await loja.client.post<CompraResult>('/compras', body);
    expect(response.status).toBe(201);
    return response.envelope.data;
  }

  const statement = async (jwt: string, meses = 3) =>
    (await h.client().request<Extrato>('GET', `/extrato?meses=${meses}`, { jwt })).envelope.data;

  it('answers a purchase pending until its release date, or available once that date passed', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const recent = compra(user.cpf, { valor: 3000 });
    const first = await buy(loja, recent);
    const { releasesAt } = cashbackDates(LAUNCH_RULES, new Date(recent.dataHora));
    expect(first).toMatchObject({ situacao: 'pendente', liberaEm: releasesAt.toISOString() });
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 0,
      pendente: 150,
      divida: 0,
    });

    const late = compra(user.cpf, { valor: 3000, dataHora: daysAgo(40) });
    const released = await buy(loja, late);
    expect(released).toMatchObject({
      situacao: 'disponivel',
      liberaEm: cashbackDates(LAUNCH_RULES, new Date(late.dataHora)).releasesAt.toISOString(),
    });
    expect((await balancesOf(h.api.app, user.cpf)).disponivel).toBe(released.cashbackCentavos);

    const again = await loja.client.post<CompraResult>('/compras', recent);
    expect(again.status).toBe(200);
    expect(again.envelope.data).toEqual(first);
  });

  it('releases at 00:00 São Paulo time on the release date, once', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const { liberaEm } = await buy(loja, compra(user.cpf, { valor: 3000 }));
    const releasesAt = new Date(liberaEm ?? '');
    const balances = () => balancesOf(h.api.app, user.cpf);
    await runLifecycle(db(), justBefore(releasesAt));
    expect((await balances()).pendente).toBe(150);
    await runLifecycle(db(), releasesAt);
    expect(await balances()).toEqual({ disponivel: 150, pendente: 0, divida: 0 });
    await runLifecycle(db(), releasesAt);
    expect(await balances()).toEqual({ disponivel: 150, pendente: 0, divida: 0 });
    const [entry] = (await statement(user.jwt)).lancamentos;
    expect(entry).toMatchObject({ tipo: 'compra', situacao: 'disponivel', cashbackCentavos: 150 });
  });

  it('expires what is left at the end of the validity, as an entry of its own', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf, { valor: 10_000, dataHora: daysAgo(40) });
    await buy(loja, body);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 200, idResgateLoja: uniqueId() });
    const { expiresAt, expiryDate } = cashbackDates(LAUNCH_RULES, new Date(body.dataHora));
    expect((await statement(user.jwt)).proximaExpiracao).toEqual({
      data: expiryDate.iso,
      valorCentavos: 300,
    });

    const balances = () => balancesOf(h.api.app, user.cpf);
    await runLifecycle(db(), justBefore(expiresAt));
    expect((await balances()).disponivel).toBe(300);
    await runLifecycle(db(), expiresAt);
    await runLifecycle(db(), expiresAt);
    expect(await balances()).toEqual({ disponivel: 0, pendente: 0, divida: 0 });
    const extrato = await statement(user.jwt);
    expect(extrato.proximaExpiracao).toBeNull();
    expect(extrato.lancamentos.filter((entry) => entry.tipo === 'expiracao')).toHaveLength(1);
    // Booked at the instant it expired (a month still to come, as the statement reads it today).
    expect(extrato.lancamentos[0]).toMatchObject({
      tipo: 'expiracao',
      loja: null,
      dataHora: expiresAt.toISOString(),
      valorCentavos: 300,
      percentual: null,
      cashbackCentavos: -300,
      situacao: null,
    });
    expect(extrato.lancamentos.find((entry) => entry.tipo === 'compra')?.situacao).toBe('expirado');
    const refused = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 1,
      idResgateLoja: uniqueId(),
    });
    expect(refused.status).toBe(422);

    // Cancelled after it expired: only what had not expired (the R$ 2,00 spent) is taken back.
    const cancelled = await loja.client.post<CancelamentoResult>(
      `/compras/${body.idCompraLoja}/cancelamento`,
    );
    expect(cancelled.envelope.data.cashbackEstornadoCentavos).toBe(200);
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 0,
      pendente: 0,
      divida: 200,
    });
  });

  it('settles a debt from the next credits as they are released, and shows it until then', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const spent = compra(user.cpf, { valor: 10_000, dataHora: daysAgo(40) });
    await buy(loja, spent);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 500, idResgateLoja: uniqueId() });
    await loja.client.post(`/compras/${spent.idCompraLoja}/cancelamento`);
    const next = await buy(loja, compra(user.cpf, { valor: 20_000 }));
    expect(await statement(user.jwt)).toMatchObject({
      saldoCentavos: 0,
      pendenteCentavos: next.cashbackCentavos,
      dividaCentavos: 500,
    });

    await runLifecycle(db(), new Date(next.liberaEm ?? ''));
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: next.cashbackCentavos - 500,
      pendente: 0,
      divida: 0,
    });
    expect((await statement(user.jwt)).dividaCentavos).toBe(0);
  });

  it('shows on the statement card what is released next and what expires next', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const old = compra(user.cpf, { valor: 10_000, dataHora: daysAgo(45) });
    await buy(loja, old);
    const today = [compra(user.cpf, { valor: 4000 }), compra(user.cpf, { valor: 6000 })];
    for (const body of today) await buy(loja, body);
    const { releaseDate } = cashbackDates(LAUNCH_RULES, new Date());
    const { expiryDate } = cashbackDates(LAUNCH_RULES, new Date(old.dataHora));
    const extrato = await statement(user.jwt);
    expect(extrato).toMatchObject({
      saldoCentavos: 500,
      pendenteCentavos: 500,
      dividaCentavos: 0,
      proximaLiberacao: { data: releaseDate.iso, valorCentavos: 500 },
      proximaExpiracao: { data: expiryDate.iso, valorCentavos: 500 },
    });
    expect(
      extrato.lancamentos.filter((entry) => entry.tipo === 'compra').map((e) => e.situacao),
    ).toEqual(['pendente', 'pendente', 'disponivel']);
  });
});
