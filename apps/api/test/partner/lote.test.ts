// POST compras/lote (DESIGN decision 5): each item answered on its own, good and bad mixed.
import { expect, it } from 'vitest';
import { generateCpf } from '../accounts/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { saldoOf } from '../loyalty/ledger-queries.ts';
import { compra, useLoyaltyApp } from '../loyalty/loyalty-app.ts';

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
    expect(await saldoOf(h.api.app, user.cpf)).toBe(300);
  });

  it('takes 1,000 purchases and refuses an empty or a larger batch', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const thousand = Array.from({ length: 1000 }, () => compra(user.cpf, { valor: 100 }));
    const response = await loja.client.post<LoteResult>('/compras/lote', { compras: thousand });
    expect(response.status).toBe(200);
    expect(response.envelope.data.registradas).toBe(1000);
    // 5 + 5 + 10 + 15 × 997 centavos.
    expect(await saldoOf(h.api.app, user.cpf)).toBe(5 + 5 + 10 + 15 * 997);
    for (const compras of [[], [...thousand, compra(user.cpf)]]) {
      const refused = await loja.client.post('/compras/lote', { compras });
      expect(refused.status).toBe(400);
      expect(refused.envelope.message).toBe('O lote deve ter de 1 a 1000 compras.');
    }
  }, 240_000);
});
