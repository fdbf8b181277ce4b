// The operator console's list of stores: by name, a page at a time, each with its non-cancelled
// purchases of the São Paulo month (an earlier month's do not count), and one store alone for an
// operator of that store.
import { expect, it } from 'vitest';
import type { LojaPainel } from '@fidelidade/domain/contracts/painel/lojas';
import { compra, daysAgo } from '@fidelidade/test-kit/purchases';
import {
  findLojaPainel,
  listLojasWithVolume,
  revokeLojaById,
} from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

describeEachDatabase('partner: stores with their month volume', (database) => {
  const h = useLoyaltyApp(database);
  const db = () => h.api.app.database.db;

  it('counts this month’s purchases and their value, not last month’s nor cancelled ones', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const quiet = await h.store();
    const thisMonth = [compra(user.cpf, { valor: 1000 }), compra(user.cpf, { valor: 2550 })];
    const cancelled = compra(user.cpf, { valor: 9999 });
    // 40 days back is always an earlier São Paulo month.
    const lastMonth = compra(user.cpf, { valor: 700, dataHora: daysAgo(40) });
    for (const body of [...thisMonth, cancelled, lastMonth]) {
      expect((await loja.client.post('/compras', body)).status).toBe(201);
    }
    const cancel = await loja.client.post(`/compras/${cancelled.idCompraLoja}/cancelamento`);
    expect(cancel.status).toBe(200);

    const now = new Date();
    expect(await findLojaPainel(db(), loja.id, now)).toEqual({
      id: loja.id,
      nome: loja.nome,
      criadaEm: expect.any(String) as string,
      revogadaEm: null,
      chaveAnteriorValidaAte: null,
      compras: 2,
      valorCentavos: 3550,
    } satisfies LojaPainel);
    expect(await findLojaPainel(db(), quiet.id, now)).toMatchObject({
      compras: 0,
      valorCentavos: 0,
    });
    // Seen from last month, only its purchase counts.
    expect(await findLojaPainel(db(), loja.id, new Date(daysAgo(40)))).toMatchObject({
      compras: 1,
      valorCentavos: 700,
    });
  });

  it('pages through every store by name, and filters one store', async () => {
    const stores = await Promise.all(['Pág C', 'Pág A', 'Pág B'].map((nome) => h.store(nome)));
    const now = new Date();
    const all = await listLojasWithVolume(db(), { pagina: 1, porPagina: 100 }, now);
    expect(all.total).toBe(all.itens.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const names = all.itens.map((loja) => loja.nome);
    expect(names).toEqual(names.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const paged: LojaPainel[] = [];
    for (let pagina = 1; pagina <= Math.ceil(all.total / 2); pagina += 1) {
      const page = await listLojasWithVolume(db(), { pagina, porPagina: 2 }, now);
      expect(page.total).toBe(all.total);
      expect(page.itens.length).toBeLessThanOrEqual(2);
      paged.push(...page.itens);
    }
    expect(paged).toEqual(all.itens);
    const past = await listLojasWithVolume(db(), { pagina: 99, porPagina: 2 }, now);
    expect(past).toEqual({ itens: [], total: all.total });

    const [one] = stores;
    if (!one) throw new Error('no store');
    expect(
      await listLojasWithVolume(db(), { pagina: 1, porPagina: 25, lojaId: one.id }, now),
    ).toEqual({ itens: [all.itens.find((loja) => loja.id === one.id)], total: 1 });
    expect(
      await listLojasWithVolume(db(), { pagina: 1, porPagina: 25, lojaId: 'nao-e-um-id' }, now),
    ).toEqual({ itens: [], total: 0 });
  });

  it('lists a revoked store with when it was revoked', async () => {
    const loja = await h.store();
    const now = new Date();
    await revokeLojaById(db(), loja.id, now);
    expect(await findLojaPainel(db(), loja.id, now)).toMatchObject({
      revogadaEm: now.toISOString(),
      chaveAnteriorValidaAte: null,
    });
  });
});
