// POST compras/lote (DESIGN decision 5): each item answered on its own, good and bad mixed.
import { expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { netCashbackOf } from '../loyalty/ledger-queries.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

interface LoteResult {
  registradas: number;
  repetidas: number;
  comErro: number;
  resultados: {
    indice: number;
    idCompraLoja: string | null;
    status: string;
    responseCode: number;
    message: string;
    data: { cashbackCentavos: number } | null;
  }[];
}

describeEachDatabase('partner: POST compras/lote', (database) => {
  const h = useLoyaltyApp(database);

  it('records the good items and answers every item with its own code and message', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const repeated = compra(user.cpf);
    await loja.client.post('/compras', repeated);
    const good = compra(user.cpf);
    const items = [
      good,
      compra(generateCpf()),
      { ...compra(user.cpf), valor: -1 },
      repeated,
      { ...repeated, valor: 999 },
      'não é uma compra',
    ];
    const response = await loja.client.post<LoteResult>('/compras/lote', { compras: items });
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Lote processado: confira o resultado de cada compra.');
    const { resultados, ...counts } = response.envelope.data;
    expect(counts).toEqual({ registradas: 1, repetidas: 1, comErro: 4 });
    expect(resultados.map((r) => [r.indice, r.idCompraLoja, r.responseCode, r.message])).toEqual([
      [0, good.idCompraLoja, 201, 'Compra registrada.'],
      [
        1,
        items[1] && (items[1] as { idCompraLoja: string }).idCompraLoja,
        404,
        'Nenhum cliente cadastrado com este CPF.',
      ],
      [
        2,
        (items[2] as { idCompraLoja: string }).idCompraLoja,
        400,
        'O campo valor deve ser um número inteiro de centavos maior que zero.',
      ],
      [
        3,
        repeated.idCompraLoja,
        200,
        'Compra já registrada anteriormente; nenhum cashback adicional foi creditado.',
      ],
      [
        4,
        repeated.idCompraLoja,
        409,
        'Já existe uma compra com este idCompraLoja e dados diferentes.',
      ],
      [5, null, 400, 'Requisição inválida.'],
    ]);
    expect(resultados[0]?.data?.cashbackCentavos).toBe(150);
    expect(resultados[1]?.status).toBe('error');
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(300);
  });

  it('takes 1,000 purchases and refuses an empty or a larger batch', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const thousand = Array.from({ length: 1000 }, () => compra(user.cpf, { valor: 100 }));
    const response = await loja.client.post<LoteResult>('/compras/lote', { compras: thousand });
    expect(response.status).toBe(200);
    expect(response.envelope.data.registradas).toBe(1000);
    // 5 + 5 + 10 + 15 × 997 centavos.
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(5 + 5 + 10 + 15 * 997);
    for (const compras of [[], [...thousand, compra(user.cpf)]]) {
      const refused = await loja.client.post('/compras/lote', { compras });
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toBe('O lote deve ter de 1 a 1000 compras.');
    }
  }, 240_000);

  it('credits twenty R$ 10 milhões purchases of one customer, past 2³¹ centavos, to the centavo', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const compras = Array.from({ length: 20 }, () => compra(user.cpf, { valor: 1_000_000_000 }));
    const response = await loja.client.post<LoteResult>('/compras/lote', { compras });
    expect(response.status).toBe(200);
    expect(response.envelope.data.registradas).toBe(20);
    // 5%, 5%, 10%, then 15% seventeen times of R$ 10.000.000,00.
    const total = 50_000_000 * 2 + 100_000_000 + 150_000_000 * 17;
    expect(total).toBeGreaterThan(2 ** 31);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(total);
    const pendente = await h.client().request<Extrato>('GET', '/extrato', { jwt: user.jwt });
    expect(pendente.envelope.data.pendenteCentavos).toBe(total);
    await releaseAllPending(h.api.app);
    const extrato = await h.client().request<Extrato>('GET', '/extrato', { jwt: user.jwt });
    expect(extrato.envelope.data.saldoCentavos).toBe(total);
    expect(extrato.envelope.data.cashbackPorMes.at(-1)?.cashbackCentavos).toBe(total);
    const resgate = await loja.client.post<{ saldoCentavos: number }>('/resgates', {
      cpf: user.cpf,
      valor: 1_000_000_000,
      idResgateLoja: uniqueId(),
    });
    expect(resgate.status).toBe(201);
    expect(resgate.envelope.data.saldoCentavos).toBe(total - 1_000_000_000);
    const dados = await h.client().request<MeusDados>('GET', '/meus_dados', { jwt: user.jwt });
    expect(dados.envelope.data.saldo.saldoCentavos).toBe(total - 1_000_000_000);
  });
});
