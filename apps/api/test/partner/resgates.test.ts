// POST resgates (DESIGN decisions 5 and 15): available cashback spent at the till, oldest expiry first,
// idempotent, never below zero, also under concurrent calls.
import { expect, it } from 'vitest';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import type { ResgateResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { balancesOf, netCashbackOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

describeEachDatabase('partner: POST resgates', (database) => {
  const h = useLoyaltyApp(database);

  async function customerWithBalance(valor: number) {
    const { user } = await h.register();
    const loja = await h.store();
    // 5% of valor × 20 is valor.
    await loja.client.post('/compras', compra(user.cpf, { valor: valor * 20 }));
    await releaseAllPending(h.api.app);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(valor);
    return { user, loja };
  }

  it('debits the balance, answers it, and a retry debits nothing more', async () => {
    const { user, loja } = await customerWithBalance(1000);
    const body = { cpf: user.cpf, valor: 400, idResgateLoja: uniqueId('resgate') };
    const first = await loja.client.post<ResgateResult>('/resgates', body);
    expect(first.status).toBe(201);
    expect(first.envelope.message).toBe('Resgate realizado.');
    expect(first.envelope.data).toEqual({
      idResgateLoja: body.idResgateLoja,
      valorCentavos: 400,
      saldoCentavos: 600,
    });
    const again = await loja.client.post<ResgateResult>('/resgates', body);
    expect(again.status).toBe(200);
    expect(again.envelope.data).toEqual(first.envelope.data);
    const changed = await loja.client.post('/resgates', { ...body, valor: 401 });
    expect(changed.status).toBe(409);
    expect(changed.envelope.message).toBe(
      'Já existe um resgate com este idResgateLoja e dados diferentes.',
    );
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(600);
  });

  it('refuses more than the balance with 422, a pt-BR message and the balance it can spend', async () => {
    const { user, loja } = await customerWithBalance(300);
    const response = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 301,
      idResgateLoja: uniqueId(),
    });
    expect(response.status).toBe(422);
    expect(response.envelope).toEqual({
      status: 'error',
      message: 'Saldo de cashback insuficiente para este resgate.',
      data: { saldoDisponivelCentavos: 300 },
      responseCode: 422,
    });
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(300);
  });

  it('offers only the available balance while cashback is still pending', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    await loja.client.post('/compras', compra(user.cpf, { valor: 6000 }));
    await releaseAllPending(h.api.app);
    await loja.client.post('/compras', compra(user.cpf, { valor: 6000 }));
    expect(await balancesOf(h.api.app, user.cpf)).toEqual({
      disponivel: 300,
      pendente: 300,
      divida: 0,
    });
    const response = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 301,
      idResgateLoja: uniqueId(),
    });
    expect(response.status).toBe(422);
    expect(response.envelope.data).toEqual({ saldoDisponivelCentavos: 300 });
  });

  it('spends the cashback that expires first before the newer', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const older = compra(user.cpf, {
      valor: 10_000,
      dataHora: daysAgo(40),
    });
    const newer = compra(user.cpf, { valor: 10_000 });
    await loja.client.post('/compras', newer);
    await loja.client.post('/compras', older);
    await releaseAllPending(h.api.app);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 600, idResgateLoja: uniqueId() });
    const left = await h.api.app.database.db
      .selectFrom('creditos_cashback')
      .innerJoin('compras', 'compras.id', 'creditos_cashback.compra_id')
      .select(['compras.id_compra_loja', 'creditado_centavos', 'restante_centavos', 'estado'])
      .innerJoin('clientes', 'clientes.id', 'compras.cliente_id')
      .where('clientes.cpf', '=', user.cpf)
      .orderBy('creditos_cashback.expira_em')
      .execute();
    expect(left).toEqual([
      {
        id_compra_loja: older.idCompraLoja,
        creditado_centavos: 500,
        restante_centavos: 0,
        estado: 'utilizado',
      },
      {
        id_compra_loja: newer.idCompraLoja,
        creditado_centavos: 500,
        restante_centavos: 400,
        estado: 'disponivel',
      },
    ]);
  });

  it('never overdraws under 10 concurrent redemptions', async () => {
    const { user, loja } = await customerWithBalance(1000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        loja.client.post('/resgates', { cpf: user.cpf, valor: 300, idResgateLoja: uniqueId() }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(100);
  });

  it('answers 404 for an unknown CPF and 400 for a bad amount', async () => {
    const loja = await h.store();
    const unknown = await loja.client.post('/resgates', {
      cpf: generateCpf(),
      valor: 1,
      idResgateLoja: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.message).toBe('Nenhum cliente cadastrado com este CPF.');
    const bad = await loja.client.post('/resgates', {
      cpf: generateCpf(),
      valor: '10',
      idResgateLoja: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe(
      'O campo valor deve ser um número inteiro de centavos maior que zero.',
    );
  });
});
