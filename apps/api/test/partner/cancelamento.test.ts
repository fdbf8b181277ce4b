// POST compras/{id}/cancelamento (DESIGN decisions 4, 5 and 15): the cashback is reversed by its own
// entry (a pending credit removed, a released one taken back, what was spent left as a debt), a
// cancelled purchase stops counting for purchases recorded later, and cancelling twice is harmless.
import { expect, it } from 'vitest';
import { compra } from '@fidelidade/test-kit/purchases';
import type { CancelamentoResult, CompraResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { balancesOf, netCashbackOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

describeEachDatabase('partner: POST compras/{id}/cancelamento', (database) => {
  const h = useLoyaltyApp(database);

  it('reverses the cashback, once, and answers the same again', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf, { valor: 5000 });
    await loja.client.post('/compras', body);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(250);

    const path = `/compras/${encodeURIComponent(body.idCompraLoja)}/cancelamento`;
    const first = await loja.client.post<CancelamentoResult>(path);
    expect(first.status).toBe(200);
    expect(first.envelope.message).toBe('Compra cancelada e cashback estornado.');
    expect(first.envelope.data).toMatchObject({
      idCompraLoja: body.idCompraLoja,
      cashbackEstornadoCentavos: 250,
    });
    const again = await loja.client.post<CancelamentoResult>(path);
    expect(again.status).toBe(200);
    expect(again.envelope.message).toBe('Compra já estava cancelada; nada foi alterado.');
    expect(again.envelope.data).toEqual(first.envelope.data);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(0);
  });

  it('takes a cancelled purchase out of the count of later ones (earlier rates stay as recorded)', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const post = (body: ReturnType<typeof compra>) =>
      loja.client.post<CompraResult>('/compras', body).then((r) => r.envelope.data);
    const first = compra(user.cpf);
    await post(first);
    const second = await post(compra(user.cpf));
    expect(second.posicaoNoMes).toBe(2);
    await loja.client.post(`/compras/${first.idCompraLoja}/cancelamento`);
    // Two recorded, one cancelled: the next is the month's 2nd (5%), not its 3rd (10%).
    const third = await post(compra(user.cpf));
    expect([third.posicaoNoMes, third.percentual, third.cashbackCentavos]).toEqual([2, 5, 150]);
    const fourth = await post(compra(user.cpf));
    expect([fourth.posicaoNoMes, fourth.percentual, fourth.cashbackCentavos]).toEqual([3, 10, 300]);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150 + 150 + 300);
  });

  it('keeps the month’s count right when cancellations and new purchases arrive together', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const earlier = Array.from({ length: 4 }, () => compra(user.cpf));
    for (const body of earlier) await loja.client.post('/compras', body);
    // Two cancellations racing four new purchases: no deadlock, no lost count.
    const responses = await Promise.all([
      ...earlier
        .slice(0, 2)
        .map((body) => loja.client.post(`/compras/${body.idCompraLoja}/cancelamento`)),
      ...Array.from({ length: 4 }, () => loja.client.post('/compras', compra(user.cpf))),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201, 201, 201, 201]);
    // 8 recorded, 2 cancelled: the next purchase is the month's 7th.
    const next = await loja.client.post<CompraResult>('/compras', compra(user.cpf));
    expect(next.envelope.data.posicaoNoMes).toBe(7);
  });

  it('leaves a debt, never a negative balance, when the cashback was already spent', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf, { valor: 10_000 });
    await loja.client.post('/compras', body);
    await releaseAllPending(h.api.app);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 500, idResgateLoja: 'r-1' });
    const cancelled = await loja.client.post<CancelamentoResult>(
      `/compras/${body.idCompraLoja}/cancelamento`,
    );
    expect(cancelled.envelope.data.cashbackEstornadoCentavos).toBe(500);
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 0,
      pendente: 0,
      divida: 500,
    });
    const refused = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 1,
      idResgateLoja: 'r-2',
    });
    expect(refused.status).toBe(422);
    expect(refused.envelope.data).toEqual({ saldoDisponivelCentavos: 0 });
  });

  it('removes a pending credit instead of reversing it from the balance', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const kept = compra(user.cpf, { valor: 10_000 });
    const cancelled = compra(user.cpf, { valor: 20_000 });
    await loja.client.post('/compras', kept);
    await loja.client.post('/compras', cancelled);
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 0,
      pendente: 1500,
      divida: 0,
    });
    const answer = await loja.client.post<CancelamentoResult>(
      `/compras/${cancelled.idCompraLoja}/cancelamento`,
    );
    expect(answer.envelope.data.cashbackEstornadoCentavos).toBe(1000);
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 0,
      pendente: 500,
      divida: 0,
    });
    await releaseAllPending(h.api.app);
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 500,
      pendente: 0,
      divida: 0,
    });
  });

  it('answers 404 for an unknown id, or another store’s purchase', async () => {
    const { user } = await h.register();
    const [owner, other] = [await h.store(), await h.store()];
    const body = compra(user.cpf);
    await owner.client.post('/compras', body);
    for (const [client, id] of [
      [owner.client, 'nao-existe'],
      [other.client, body.idCompraLoja],
    ] as const) {
      const response = await client.post(`/compras/${id}/cancelamento`);
      expect(response.status).toBe(404);
      expect(response.envelope.message).toBe('Compra não encontrada para esta loja.');
    }
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150);
  });

  it.each(['pdv\u00001', 'pdv\n1', 'pdv\u00851'])(
    'refuses the id %j in the path with 400, cancelling nothing',
    async (id) => {
      const { user } = await h.register();
      const loja = await h.store();
      await loja.client.post('/compras', compra(user.cpf));
      const response = await loja.client.post(`/compras/${encodeURIComponent(id)}/cancelamento`);
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe('O campo id não pode conter caracteres de controle.');
      expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150);
    },
  );
});
