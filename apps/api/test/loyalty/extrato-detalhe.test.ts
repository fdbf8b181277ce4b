// GET extrato/{id} (route detalhes-fidelidade): one of the caller's own entries, nobody else's.
import { expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

describeEachDatabase('loyalty: GET extrato/{id}', (database) => {
  const h = useLoyaltyApp(database);

  it('details a purchase, its cancellation and a redemption for their owner only', async () => {
    const owner = await h.register();
    const stranger = await h.register();
    const loja = await h.store();
    const body = compra(owner.user.cpf, { valor: 4990 });
    await loja.client.post('/compras', body);
    await loja.client.post(`/compras/${body.idCompraLoja}/cancelamento`);
    const idResgateLoja = uniqueId('resgate');
    await loja.client.post('/compras', compra(owner.user.cpf, { valor: 10_000 }));
    await releaseAllPending(h.api.app);
    await loja.client.post('/resgates', { cpf: owner.user.cpf, valor: 100, idResgateLoja });

    const extrato = await h.client().request<Extrato>('GET', '/extrato', { jwt: owner.user.jwt });
    const byType = (tipo: string) =>
      extrato.envelope.data.lancamentos.filter((l) => l.tipo === tipo);
    const detail = (id: string, jwt = owner.user.jwt) =>
      h.client().request<ExtratoDetalhe>('GET', `/extrato/${id}`, { jwt });

    const purchaseEntry = byType('compra').find((l) => l.valorCentavos === 4990);
    const purchase = await detail(purchaseEntry?.id ?? '');
    expect(purchase.status).toBe(200);
    expect(purchase.envelope.message).toBe('Detalhes do lançamento.');
    expect(purchase.envelope.data).toMatchObject({
      ...purchaseEntry,
      idLoja: body.idCompraLoja,
      posicaoNoMes: 1,
      cancelada: true,
      situacao: 'cancelado',
      dataCompra: new Date(body.dataHora).toISOString(),
      avaliacao: null,
    });
    expect(purchase.envelope.data.linkAvaliacao).toMatch(/^\/avaliacao\/[A-Za-z0-9_-]{22}$/);

    const cancellation = await detail(byType('cancelamento')[0]?.id ?? '');
    expect(cancellation.envelope.data).toMatchObject({
      idLoja: body.idCompraLoja,
      cashbackCentavos: -250,
      situacao: null,
      linkAvaliacao: null,
    });
    const redemption = await detail(byType('resgate')[0]?.id ?? '');
    expect(redemption.envelope.data).toMatchObject({
      idLoja: idResgateLoja,
      cashbackCentavos: -100,
      dataCompra: null,
      posicaoNoMes: null,
    });

    for (const [id, jwt] of [
      [purchaseEntry?.id ?? '', stranger.user.jwt],
      ['00000000-0000-4000-8000-000000000000', owner.user.jwt],
      ['nao-e-um-id', owner.user.jwt],
    ] as const) {
      const refused = await detail(id, jwt);
      expect(refused.status).toBe(404);
      expect(refused.envelope.message).toBe('Lançamento não encontrado.');
    }
    expect((await h.client().request('GET', `/extrato/${purchaseEntry?.id ?? ''}`)).status).toBe(
      401,
    );
  });
});
