// The customers' ratings in the console: the list across the stores with its filters and paging, a
// loja operator held to its own store (any `lojaId` it sends is replaced by its store, not refused),
// and the summary's figures against a fixture computed by hand.
import { expect, it } from 'vitest';
import type {
  AvaliacaoPainel,
  AvaliacoesResumo,
} from '@fidelidade/domain/contracts/painel/avaliacoes';
import { consoleRatingMessages, consoleStoreMessages } from '@fidelidade/domain/messages';
import { compra, daysAgo, storeName } from '@fidelidade/test-kit/purchases';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { purchaseIdOf } from '../loyalty/ledger-queries.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { useAdjustmentsApp } from '../adjustments/adjustments-app.ts';

interface Page<T> {
  itens: T[];
  total: number;
}

/** The fixture's period: September and October 2025 in São Paulo. */
const PERIODO = 'de=2025-09-01&ate=2025-10-31';
/** When the fixture's purchases were made (the partner API takes only recent ones). */
const PURCHASED_AT = daysAgo(5);

describeEachDatabase("the customers' ratings", (database) => {
  const h = useAdjustmentsApp(database);
  let fixture: ReturnType<typeof rateTwoStores> | undefined;

  /**
   * Two stores, six ratings over two months (each test reads the same ones):
   *  A: 5 (Sep, with comment), 4 (Sep 30 23:30 in São Paulo, 02:30 UTC on Oct 1), 3 (Oct, comment), 5 (Oct)
   *  B: 1 (Sep, comment), 1 (Oct)
   * Overall 19/6 = 3.17; A 17/4 = 4.25; B 1.00; September 10/3 = 3.33; October 9/3 = 3.00.
   */
  async function rateTwoStores() {
    const a = await createLoja(h.db(), storeName());
    const b = await createLoja(h.db(), storeName());
    const customer = await h.customer();
    const rate = async (
      loja: { chave: string },
      valor: number,
      estrelas: number,
      comentario: string,
      criadaEm: string,
    ) => {
      const body = compra(customer.cpf, { valor, dataHora: PURCHASED_AT });
      expect((await partnerClient(h.painel.api, loja.chave).post('/compras', body)).status).toBe(
        201,
      );
      const id = await purchaseIdOf(h.db(), body.idCompraLoja);
      await h
        .db()
        .insertInto('avaliacoes')
        .values({ compra_id: id, estrelas, comentario, criada_em: new Date(criadaEm) })
        .execute();
      return id;
    };
    const ids = {
      a5set: await rate(a, 1000, 5, 'Ótimo atendimento', '2025-09-10T15:00:00.000Z'),
      a4set: await rate(a, 2000, 4, '', '2025-10-01T02:30:00.000Z'),
      a3out: await rate(a, 3000, 3, 'Demorou um pouco', '2025-10-05T15:00:00.000Z'),
      a5out: await rate(a, 4000, 5, '', '2025-10-20T15:00:00.000Z'),
      b1set: await rate(b, 5000, 1, 'Produto errado', '2025-09-15T15:00:00.000Z'),
      b1out: await rate(b, 6000, 1, '', '2025-10-25T15:00:00.000Z'),
    };
    return { a, b, customer, ids };
  }
  const ratings = () => (fixture ??= rateTwoStores());

  it('lists every store’s ratings newest first, each with its purchase, store and masked CPF', async () => {
    const { a, b, customer, ids } = await ratings();
    const { client } = await h.operator('atendimento');
    const page = await client.request<Page<AvaliacaoPainel>>('GET', `/avaliacoes?${PERIODO}`);
    expect(page.status).toBe(200);
    expect(page.envelope.message).toBe(consoleRatingMessages.ratings);
    expect(page.envelope.data.total).toBe(6);
    expect(page.envelope.data.itens.map((item) => item.compraId)).toEqual([
      ids.b1out,
      ids.a5out,
      ids.a3out,
      ids.a4set,
      ids.b1set,
      ids.a5set,
    ]);
    expect(page.envelope.data.itens[4]).toEqual({
      compraId: ids.b1set,
      lojaId: b.id,
      lojaNome: b.nome,
      compraOcorridaEm: PURCHASED_AT,
      valorCentavos: 5000,
      estrelas: 1,
      comentario: 'Produto errado',
      avaliadaEm: '2025-09-15T15:00:00.000Z',
      cpfMascarado: `***.${customer.cpf.slice(3, 6)}.${customer.cpf.slice(6, 9)}-**`,
      clienteId: customer.id,
    });
    expect(page.text).not.toContain(customer.cpf);
    expect(page.envelope.data.itens.filter((item) => item.lojaId === a.id)).toHaveLength(4);
  });

  it('filters by store, stars, São Paulo days and comment, and pages', async () => {
    const { a, ids } = await ratings();
    const { client } = await h.operator('financeiro');
    const ids_ = async (query: string) => {
      const page = await client.request<Page<AvaliacaoPainel>>('GET', `/avaliacoes?${query}`);
      expect(page.status, page.envelope.message).toBe(200);
      return page.envelope.data.itens.map((item) => item.compraId);
    };
    expect(await ids_(`${PERIODO}&lojaId=${a.id}`)).toEqual([
      ids.a5out,
      ids.a3out,
      ids.a4set,
      ids.a5set,
    ]);
    expect(await ids_(`${PERIODO}&estrelas=5`)).toEqual([ids.a5out, ids.a5set]);
    expect(await ids_(`${PERIODO}&estrelas=4,3`)).toEqual([ids.a3out, ids.a4set]);
    expect(await ids_(`${PERIODO}&estrelas=4&estrelas=1`)).toEqual([
      ids.b1out,
      ids.a4set,
      ids.b1set,
    ]);
    // 02:30 UTC on October 1 is still September 30 in São Paulo.
    expect(await ids_('de=2025-09-30&ate=2025-09-30')).toEqual([ids.a4set]);
    expect(await ids_('de=2025-10-01&ate=2025-10-05')).toEqual([ids.a3out]);
    expect(await ids_(`${PERIODO}&comentario=com`)).toEqual([ids.a3out, ids.b1set, ids.a5set]);
    expect(await ids_(`${PERIODO}&comentario=sem&lojaId=${a.id}`)).toEqual([ids.a5out, ids.a4set]);
    const second = await client.request<Page<AvaliacaoPainel>>(
      'GET',
      `/avaliacoes?${PERIODO}&pagina=2&porPagina=4`,
    );
    expect(second.envelope.data.total).toBe(6);
    expect(second.envelope.data.itens.map((item) => item.compraId)).toEqual([ids.b1set, ids.a5set]);
  });

  it('holds a loja operator to its own store, whatever store it asks for, without customer ids', async () => {
    const { a, b, ids } = await ratings();
    const operador = await h.painel.operador('loja', { lojaId: b.id });
    const client = await h.painel.signIn(operador);
    for (const query of [PERIODO, `${PERIODO}&lojaId=${a.id}`]) {
      const page = await client.request<Page<AvaliacaoPainel>>('GET', `/avaliacoes?${query}`);
      expect(page.status).toBe(200);
      expect(page.envelope.data.itens.map((item) => item.compraId)).toEqual([ids.b1out, ids.b1set]);
      expect(page.envelope.data.itens.every((item) => item.clienteId === null)).toBe(true);
      const resumo = await client.request<AvaliacoesResumo>('GET', `/avaliacoes/resumo?${query}`);
      expect(resumo.envelope.data).toMatchObject({ media: 1, total: 2 });
      expect(resumo.envelope.data.lojas.map((loja) => loja.lojaId)).toEqual([b.id]);
    }
  });

  it('summarizes the average, the distribution, each store and each month as computed by hand', async () => {
    const { a, b } = await ratings();
    const { client } = await h.operator('administrador');
    const resumo = await client.request<AvaliacoesResumo>('GET', `/avaliacoes/resumo?${PERIODO}`);
    expect(resumo.status).toBe(200);
    expect(resumo.envelope.message).toBe(consoleRatingMessages.summary);
    const dist = (...totals: number[]) =>
      totals.map((total, index) => ({ estrelas: index + 1, total }));
    const { lojas, ...overall } = resumo.envelope.data;
    expect(overall).toEqual({
      media: 3.17,
      total: 6,
      distribuicao: dist(2, 0, 1, 1, 2),
      meses: [
        { mes: '2025-09', media: 3.33, total: 3 },
        { mes: '2025-10', media: 3, total: 3 },
      ],
    });
    expect(lojas).toEqual(
      [
        {
          lojaId: a.id,
          lojaNome: a.nome,
          media: 4.25,
          total: 4,
          distribuicao: dist(0, 0, 1, 1, 2),
        },
        { lojaId: b.id, lojaNome: b.nome, media: 1, total: 2, distribuicao: dist(2, 0, 0, 0, 0) },
      ].sort((x, y) => x.lojaNome.localeCompare(y.lojaNome, 'pt-BR')),
    );

    const filtered = await client.request<AvaliacoesResumo>(
      'GET',
      `/avaliacoes/resumo?${PERIODO}&estrelas=5,4&comentario=sem`,
    );
    expect(filtered.envelope.data).toMatchObject({
      media: 4.5,
      total: 2,
      distribuicao: dist(0, 0, 0, 1, 1),
      meses: [
        { mes: '2025-09', media: 4, total: 1 },
        { mes: '2025-10', media: 5, total: 1 },
      ],
    });
  });

  it('goes back 24 months from the last day for the months, empty ones included', async () => {
    await ratings();
    const { client } = await h.operator('financeiro');
    const resumo = await client.request<AvaliacoesResumo>(
      'GET',
      '/avaliacoes/resumo?ate=2025-10-31',
    );
    const meses = resumo.envelope.data.meses;
    expect(meses).toHaveLength(24);
    expect(meses[0]).toEqual({ mes: '2023-11', media: null, total: 0 });
    expect(meses.at(-1)).toEqual({ mes: '2025-10', media: 3, total: 3 });
    const empty = await client.request<AvaliacoesResumo>(
      'GET',
      '/avaliacoes/resumo?de=2020-01-01&ate=2020-01-31',
    );
    expect(empty.envelope.data).toMatchObject({ media: null, total: 0, lojas: [] });
    expect(empty.envelope.data.meses).toEqual([{ mes: '2020-01', media: null, total: 0 }]);
  });

  it('answers bad filters with a 400 in Portuguese', async () => {
    const { client } = await h.operator('administrador');
    const cases: [string, string][] = [
      ['estrelas=6', consoleRatingMessages.invalidStars],
      ['estrelas=4,x', consoleRatingMessages.invalidStars],
      ['estrelas=', consoleRatingMessages.invalidStars],
      ['lojaId=loja-1', consoleRatingMessages.invalidStore],
      ['comentario=talvez', consoleRatingMessages.invalidComment],
      ['de=2025-13-01', 'Use uma data no formato AAAA-MM-DD.'],
      ['de=2025-10-02&ate=2025-10-01', consoleRatingMessages.invalidPeriod],
      ['porPagina=1000', consoleStoreMessages.invalidPageSize(100)],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/avaliacoes', '/avaliacoes/resumo']) {
        if (path.endsWith('resumo') && query.startsWith('porPagina')) continue;
        const answer = await client.request('GET', `${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.envelope.message, `${path}?${query}`).toBe(message);
      }
    }
  });
});
