// A store's purchases and ratings in the console, read-only: administrador and financeiro any store,
// a loja operator its own only (another store's id is the role's 403). The customer shows as a
// masked CPF, and as nothing once they erased their account.
import { expect, it } from 'vitest';
import type {
  AvaliacaoDaLoja,
  CompraDaLoja,
} from '@fidelidade/domain/contracts/painel/lojas-vendas';
import { painelMessages } from '@fidelidade/domain/messages';
import { compra, daysAgo, storeName } from '@fidelidade/test-kit/purchases';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { useAdjustmentsApp } from '../adjustments/adjustments-app.ts';

interface Page<T> {
  itens: T[];
  total: number;
}

describeEachDatabase("a store's purchases and ratings", (database) => {
  const h = useAdjustmentsApp(database);

  async function storeWithSales() {
    const loja = await createLoja(h.db(), storeName());
    const other = await createLoja(h.db(), storeName());
    const partner = partnerClient(h.painel.api, loja.chave);
    const stays = await h.customer();
    const leaves = await h.customer();
    const old = compra(stays.cpf, { valor: 4000, dataHora: daysAgo(40) });
    const recent = compra(stays.cpf, { valor: 3000, dataHora: daysAgo(2) });
    const erased = compra(leaves.cpf, { valor: 5000, dataHora: daysAgo(1) });
    for (const body of [old, recent, erased]) {
      expect((await partner.post('/compras', body)).status).toBe(201);
    }
    expect((await partner.post(`/compras/${recent.idCompraLoja}/cancelamento`)).status).toBe(200);
    await partnerClient(h.painel.api, other.chave).post('/compras', compra(stays.cpf));
    const hashOf = async (idCompraLoja: string) =>
      (
        await h
          .db()
          .selectFrom('compras')
          .select('hash_avaliacao')
          .where('id_compra_loja', '=', idCompraLoja)
          .executeTakeFirstOrThrow()
      ).hash_avaliacao;
    const rate = async (idCompraLoja: string, estrelas: number, comentario: string) => {
      const answer = await h
        .customerClient()
        .request('POST', `/avaliacao/${await hashOf(idCompraLoja)}`, {
          body: { estrelas, comentario },
        });
      expect(answer.status).toBe(201);
    };
    await rate(old.idCompraLoja, 5, 'Ótimo atendimento');
    h.painel.clock.advance(1000);
    await rate(recent.idCompraLoja, 2, '');
    const deleted = await h
      .customerClient()
      .request('DELETE', '/cliente', { jwt: leaves.jwt, body: { jwt: leaves.jwt } });
    expect(deleted.status).toBe(200);
    return { loja, other, stays, old, recent, erased };
  }

  it("shows a store's purchases newest first, the CPF masked, to its own loja operator", async () => {
    const { loja, other, stays, old, recent, erased } = await storeWithSales();
    const operador = await h.painel.operador('loja', { lojaId: loja.id });
    const client = await h.painel.signIn(operador);

    const page = await client.request<Page<CompraDaLoja>>('GET', `/lojas/${loja.id}/compras`);
    expect(page.status).toBe(200);
    expect(page.envelope.data.total).toBe(3);
    const masked = `***.${stays.cpf.slice(3, 6)}.${stays.cpf.slice(6, 9)}-**`;
    expect(page.envelope.data.itens).toEqual([
      expect.objectContaining({ idCompraLoja: erased.idCompraLoja, cpfMascarado: null }),
      expect.objectContaining({
        idCompraLoja: recent.idCompraLoja,
        valorCentavos: 3000,
        cashbackCentavos: 150,
        cpfMascarado: masked,
        cancelada: true,
        ocorridaEm: new Date(recent.dataHora).toISOString(),
      }),
      expect.objectContaining({ idCompraLoja: old.idCompraLoja, cancelada: false }),
    ]);
    expect(page.text).not.toContain(stays.cpf);

    const day = saoPauloDate(new Date(old.dataHora)).iso;
    const oneDay = await client.request<Page<CompraDaLoja>>(
      'GET',
      `/lojas/${loja.id}/compras?de=${day}&ate=${day}`,
    );
    expect(oneDay.envelope.data.itens.map((c) => c.idCompraLoja)).toEqual([old.idCompraLoja]);
    const paged = await client.request<Page<CompraDaLoja>>(
      'GET',
      `/lojas/${loja.id}/compras?pagina=2&porPagina=2`,
    );
    expect(paged.envelope.data).toMatchObject({
      total: 3,
      itens: [{ idCompraLoja: old.idCompraLoja }],
    });

    for (const path of [`/lojas/${other.id}/compras`, `/lojas/${other.id}/avaliacoes`]) {
      const refused = await client.request('GET', path);
      expect(refused.status).toBe(403);
      expect(refused.envelope.message).toBe(painelMessages.forbidden);
    }
  });

  it("shows a store's ratings newest first, by stars", async () => {
    const { loja, old } = await storeWithSales();
    const { client } = await h.operator('financeiro');
    const page = await client.request<Page<AvaliacaoDaLoja>>('GET', `/lojas/${loja.id}/avaliacoes`);
    expect(page.status).toBe(200);
    expect(page.envelope.data.total).toBe(2);
    expect(page.envelope.data.itens.map((a) => [a.estrelas, a.comentario])).toEqual([
      [2, ''],
      [5, 'Ótimo atendimento'],
    ]);
    const five = await client.request<Page<AvaliacaoDaLoja>>(
      'GET',
      `/lojas/${loja.id}/avaliacoes?estrelas=5`,
    );
    expect(five.envelope.data.total).toBe(1);
    const compra = await h
      .db()
      .selectFrom('compras')
      .select('id')
      .where('id_compra_loja', '=', old.idCompraLoja)
      .executeTakeFirstOrThrow();
    expect(five.envelope.data.itens[0]?.compraId).toBe(compra.id);
    const bad = await client.request('GET', `/lojas/${loja.id}/avaliacoes?estrelas=9`);
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a store that does not exist, and refuses the other roles', async () => {
    const { client } = await h.operator('administrador');
    const nowhere = await client.request(
      'GET',
      '/lojas/00000000-0000-4000-8000-000000000000/compras',
    );
    expect(nowhere.status).toBe(404);
    expect(nowhere.envelope.message).toBe('Loja não encontrada.');
    const loja = await createLoja(h.db(), storeName());
    const { client: atendimento } = await h.operator('atendimento');
    const refused = await atendimento.request('GET', `/lojas/${loja.id}/compras`);
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(painelMessages.forbidden);
  });
});
