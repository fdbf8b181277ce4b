// GET and POST avaliacao/{hash} (DESIGN decision 5): no login, encrypted, one rating per purchase.
import { expect, it } from 'vitest';
import type { AvaliacaoPagina } from '@fidelidade/domain/contracts/avaliacao';
import { compra } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

describeEachDatabase('rating: avaliacao/{hash}', (database) => {
  const h = useLoyaltyApp(database);

  async function purchaseLink() {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf, { valor: 12_345 });
    const recorded = await loja.client.post<CompraResult>('/compras', body);
    return { loja, body, path: recorded.envelope.data.linkAvaliacao };
  }

  it('shows the purchase, takes one rating, and refuses a second with 409', async () => {
    const { loja, body, path } = await purchaseLink();
    const client = h.client();
    const page = await client.request<AvaliacaoPagina>('GET', path);
    expect(page.status).toBe(200);
    expect(page.envelope.data).toEqual({
      compra: {
        loja: loja.nome,
        dataHora: new Date(body.dataHora).toISOString(),
        valorCentavos: 12_345,
        percentual: 5,
        cashbackCentavos: 617,
        cancelada: false,
      },
      avaliacao: null,
    });

    const rated = await client.request<AvaliacaoPagina>('POST', path, {
      body: { estrelas: 5, comentario: '  Atendimento ótimo!  ' },
    });
    expect(rated.status).toBe(201);
    expect(rated.envelope.message).toBe('Obrigado pela sua avaliação!');
    expect(rated.envelope.data.avaliacao).toMatchObject({
      estrelas: 5,
      comentario: 'Atendimento ótimo!',
    });

    const second = await client.request('POST', path, { body: { estrelas: 1 } });
    expect(second.status).toBe(409);
    expect(second.envelope.message).toBe('Esta compra já foi avaliada.');
    const after = await client.request<AvaliacaoPagina>('GET', path);
    expect(after.envelope.data.avaliacao?.estrelas).toBe(5);
  });

  it('answers 404 with a clear message for an unknown or malformed hash', async () => {
    for (const path of [
      '/avaliacao/AAAAAAAAAAAAAAAAAAAAAA',
      '/avaliacao/curto',
      `/avaliacao/${encodeURIComponent('AAAAAAAAAAAAAAAAAAAAA\u0000')}`,
      `/avaliacao/${encodeURIComponent('AAAAAAAAAA\nAAAAAAAAAAA')}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await h
          .client()
          .request(method, path, method === 'POST' ? { body: { estrelas: 4 } } : {});
        expect(response.status).toBe(404);
        expect(response.envelope.message).toBe(
          'Link de avaliação inválido. Confira o endereço recebido.',
        );
      }
    }
  });

  it('checks the stars and the comment length', async () => {
    const { path } = await purchaseLink();
    for (const [body, message] of [
      [{ estrelas: 0 }, 'Escolha de 1 a 5 estrelas.'],
      [{ estrelas: 6 }, 'Escolha de 1 a 5 estrelas.'],
      [{ estrelas: 3.5 }, 'Escolha de 1 a 5 estrelas.'],
      [{}, 'Escolha de 1 a 5 estrelas.'],
      [
        { estrelas: 4, comentario: 'x'.repeat(1001) },
        'O comentário deve ter no máximo 1000 caracteres.',
      ],
    ] as const) {
      const response = await h.client().request('POST', path, { body });
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe(message);
    }
    const ok = await h
      .client()
      .request('POST', path, { body: { estrelas: 4, comentario: 'x'.repeat(1000) } });
    expect(ok.status).toBe(201);
  });

  it('keeps tabs and line breaks in the comment and refuses other control characters', async () => {
    const { path } = await purchaseLink();
    for (const comentario of ['Bom\u0000', 'Bom\u0007', 'Bom\u0085']) {
      const response = await h
        .client()
        .request('POST', path, { body: { estrelas: 4, comentario } });
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe('O comentário contém caracteres não permitidos.');
    }
    const comentario = 'Atendimento:\r\n\tótimo\nVolto sempre';
    const rated = await h
      .client()
      .request<AvaliacaoPagina>('POST', path, { body: { estrelas: 4, comentario } });
    expect(rated.status).toBe(201);
    expect(rated.envelope.data.avaliacao?.comentario).toBe(comentario);
  });

  it('refuses a plaintext call like every app call', async () => {
    const { path } = await purchaseLink();
    const response = await fetch(`${h.api.apiUrl}${path}`);
    expect(response.status).toBe(400);
  });
});
