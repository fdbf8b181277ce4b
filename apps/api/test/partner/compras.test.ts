// POST compras (DESIGN decisions 4 and 5): cashback by the month's purchase count, idempotent retries,
// 409 on a changed body, 404 for an unknown CPF, and 20 concurrent identical calls crediting once.
import { describe, expect, it } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { compra } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { netCashbackOf } from '../loyalty/ledger-queries.ts';

const DAY_MS = 86_400_000;

/** What is sent wrong, the body that sends it, and the message it must get. */
type Case = [string, (cpf: string) => unknown, string];

describeEachDatabase('partner: POST compras', (database) => {
  const h = useLoyaltyApp(database);

  it('credits 5%, 5%, 10%, 15% on R$ 30,00 (R$ 1,50, R$ 1,50, R$ 3,00, R$ 4,50) and reports the level', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const results: CompraResult[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await loja.client.post<CompraResult>('/compras', compra(user.cpf));
      expect(response.status).toBe(201);
      expect(response.envelope).toMatchObject({
        status: 'success',
        message: 'Compra registrada.',
        responseCode: 201,
      });
      results.push(response.envelope.data);
    }
    expect(results.map((r) => [r.percentual, r.cashbackCentavos, r.posicaoNoMes, r.nivel])).toEqual(
      [
        [5, 150, 1, 1],
        [5, 150, 2, 2],
        [10, 300, 3, 2],
        [15, 450, 4, 3],
        [15, 450, 5, 3],
      ],
    );
    expect(results[0]?.linkAvaliacao).toMatch(/^\/avaliacao\/[A-Za-z0-9_-]{22}$/);
    expect(new Set(results.map((r) => r.linkAvaliacao)).size).toBe(5);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150 + 150 + 300 + 450 + 450);
  });

  it('counts the month in São Paulo time: 23:59 on its last day is the 4th (15%), 00:00 on the 1st the 1st (5%)', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const post = async (dataHora: string) =>
      (await loja.client.post<CompraResult>('/compras', compra(user.cpf, { dataHora }))).envelope
        .data;
    // The current São Paulo month and the last day of the one before (São Paulo keeps UTC−3).
    const firstDay = `${monthKey(new Date())}-01`;
    const lastDay = new Date(Date.parse(`${firstDay}T12:00:00Z`) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    for (const hour of ['10:00', '12:00', '18:00']) {
      await post(`${lastDay}T${hour}:00-03:00`);
    }
    const lastMinute = await post(`${lastDay}T23:59:00-03:00`);
    // 00:00 in São Paulo is 03:00 UTC: already the new month there, while 02:59 UTC is still the old.
    const firstMinute = await post(`${firstDay}T00:00:00-03:00`);
    expect([lastMinute.posicaoNoMes, lastMinute.percentual, lastMinute.cashbackCentavos]).toEqual([
      4, 15, 450,
    ]);
    expect([
      firstMinute.posicaoNoMes,
      firstMinute.percentual,
      firstMinute.cashbackCentavos,
    ]).toEqual([1, 5, 150]);
    const utcStillOldMonth = await post(`${firstDay}T02:59:00Z`);
    expect([utcStillOldMonth.posicaoNoMes, utcStillOldMonth.percentual]).toEqual([5, 15]);
  });

  it('rounds half up to the centavo: R$ 0,10 at 5% credits R$ 0,01 (0,5 centavo up)', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const response = await loja.client.post<CompraResult>(
      '/compras',
      compra(user.cpf, { valor: 10 }),
    );
    expect(response.envelope.data.cashbackCentavos).toBe(1);
    const small = await loja.client.post<CompraResult>('/compras', compra(user.cpf, { valor: 9 }));
    expect(small.envelope.data.cashbackCentavos).toBe(0);
  });

  it('answers a retry with the first result and credits nothing more', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf);
    const first = await loja.client.post<CompraResult>('/compras', body);
    const again = await loja.client.post<CompraResult>('/compras', {
      ...body,
      // The same instant written with another offset is the same purchase.
      dataHora: new Date(body.dataHora).toISOString().replace('Z', '+00:00'),
    });
    expect(again.status).toBe(200);
    expect(again.envelope.message).toBe(
      'Compra já registrada anteriormente; nenhum cashback adicional foi creditado.',
    );
    expect(again.envelope.data).toEqual(first.envelope.data);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150);
  });

  it('refuses the same idCompraLoja with a different body (409) and credits nothing', async () => {
    const { user } = await h.register();
    const other = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf);
    await loja.client.post('/compras', body);
    for (const changed of [
      { ...body, valor: 3001 },
      { ...body, dataHora: new Date(Date.now() - 3_600_000).toISOString() },
      { ...body, cpf: other.user.cpf },
    ]) {
      const response = await loja.client.post('/compras', changed);
      expect(response.status).toBe(409);
      expect(response.envelope).toEqual({
        status: 'error',
        message: 'Já existe uma compra com este idCompraLoja e dados diferentes.',
        data: null,
        responseCode: 409,
      });
    }
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150);
    expect(await netCashbackOf(h.api.app, other.user.cpf)).toBe(0);
  });

  it('keeps each store’s ids apart: two stores may use the same idCompraLoja', async () => {
    const { user } = await h.register();
    const [a, b] = [await h.store(), await h.store()];
    const body = compra(user.cpf);
    expect((await a.client.post('/compras', body)).status).toBe(201);
    expect((await b.client.post('/compras', body)).status).toBe(201);
  });

  it('answers 404 for a CPF with no account', async () => {
    const loja = await h.store();
    const response = await loja.client.post('/compras', compra(generateCpf()));
    expect(response.status).toBe(404);
    expect(response.envelope.message).toBe('Nenhum cliente cadastrado com este CPF.');
  });

  it('credits once when 20 identical calls arrive together', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => loja.client.post<CompraResult>('/compras', body)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => JSON.stringify(r.envelope.data))).size).toBe(1);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150);
  });

  it('gives concurrent different purchases of one customer distinct positions in the month', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => loja.client.post<CompraResult>('/compras', compra(user.cpf))),
    );
    const positions = responses.map((r) => r.envelope.data.posicaoNoMes).sort((x, y) => x - y);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await netCashbackOf(h.api.app, user.cpf)).toBe(150 + 150 + 300 + 450 * 3);
  });

  it('takes a purchase up to PURCHASE_MAX_AGE old (90 days by default)', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const dataHora = new Date(Date.now() - 89 * DAY_MS).toISOString();
    const response = await loja.client.post('/compras', compra(user.cpf, { dataHora }));
    expect(response.status).toBe(201);
  });

  describe('validation (pt-BR messages, 400)', () => {
    const cases: Case[] = [
      ['an invalid CPF', () => compra('12345678900'), 'CPF inválido!'],
      [
        'a fractional amount',
        (cpf) => compra(cpf, { valor: 10.5 }),
        'O campo valor deve ser um número inteiro de centavos maior que zero.',
      ],
      [
        'a zero amount',
        (cpf) => compra(cpf, { valor: 0 }),
        'O campo valor deve ser um número inteiro de centavos maior que zero.',
      ],
      [
        'a date without offset',
        (cpf) => compra(cpf, { dataHora: '2026-11-01T10:00:00' }),
        'O campo dataHora deve ser uma data e hora ISO 8601 com fuso horário (ex.: 2026-11-23T14:30:00-03:00).',
      ],
      [
        'a date a day ahead',
        (cpf) => compra(cpf, { dataHora: new Date(Date.now() + 86_400_000).toISOString() }),
        'O campo dataHora não pode estar no futuro.',
      ],
      [
        'no store id',
        (cpf) => ({ ...compra(cpf), idCompraLoja: '  ' }),
        'O campo idCompraLoja é obrigatório e deve ter até 100 caracteres.',
      ],
      ...['pdv\u00001', 'pdv\n1', 'pdv\u009b1'].map((idCompraLoja): Case => [
        `the store id ${JSON.stringify(idCompraLoja)}`,
        (cpf) => compra(cpf, { idCompraLoja }),
        'O campo idCompraLoja não pode conter caracteres de controle.',
      ]),
      ...[
        '0001-01-01T00:00:00Z',
        '0999-12-31T23:59:59-03:00',
        '1970-01-01T00:00:00Z',
        '1999-12-31T23:59:59Z',
        new Date(Date.now() - 91 * DAY_MS).toISOString(),
      ].map((dataHora): Case => [
        `the date ${dataHora}`,
        (cpf) => compra(cpf, { dataHora }),
        'O campo dataHora não pode ser anterior a 2000-01-01 nem de mais de 90 dias atrás.',
      ]),
      [
        'a date in the year 9999',
        (cpf) => compra(cpf, { dataHora: '9999-12-31T23:59:59Z' }),
        'O campo dataHora não pode estar no futuro.',
      ],
      ['not an object', () => [1, 2], 'Requisição inválida.'],
    ];
    for (const [what, body, message] of cases) {
      it(`refuses ${what}`, async () => {
        const loja = await h.store();
        const response = await loja.client.post('/compras', body(generateCpf()));
        expect(response.status).toBe(400);
        expect(response.envelope.message).toBe(message);
      });
    }
  });
});
