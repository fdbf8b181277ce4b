// POST resgates (DESIGN decision 5): cashback spent at the till, idempotent, never below zero, also
// under concurrent calls.
import { expect, it } from 'vitest';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import type { ResgateResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { saldoOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

describeEachDatabase('partner: POST resgates', (database) => {
  const h = useLoyaltyApp(database);

  async function customerWithBalance(valor: number) {
    const { user } = await h.register();
    const loja = await h.store();
    // 5% of valor × 20 is valor.
    await loja.client.post('/compras', compra(user.cpf, { valor: valor * 20 }));
    expect(await saldoOf(h.api.app, user.cpf)).toBe(valor);
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
    expect(await saldoOf(h.api.app, user.cpf)).toBe(600);
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
    expect(await saldoOf(h.api.app, user.cpf)).toBe(300);
  });

  it('offers nothing to spend while a reversal leaves the balance below zero', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const purchase = compra(user.cpf, { valor: 6000 });
    await loja.client.post('/compras', purchase);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 300, idResgateLoja: uniqueId() });
    await loja.client.post(`/compras/${purchase.idCompraLoja}/cancelamento`);
    expect(await saldoOf(h.api.app, user.cpf)).toBe(-300);
    const response = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 1,
      idResgateLoja: uniqueId(),
    });
    expect(response.status).toBe(422);
    expect(response.envelope.data).toEqual({ saldoDisponivelCentavos: 0 });
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
    expect(await saldoOf(h.api.app, user.cpf)).toBe(100);
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
