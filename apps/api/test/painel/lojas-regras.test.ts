// Stores and rules through the console: a store created shows its key once, a rotated key leaves the
// old one working until the grace period ends, a revoked store's keys stop; a loja operator sees only
// their store, and every role reads the stores' names for its filters. A rules version made in the console is what the running app applies from its start
// month, with the command's checks. Each write is audited, never with the key.
import { expect, it } from 'vitest';
import { monthAfter } from '@fidelidade/domain/cashback/rules-versions';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { LojaComChave, LojaNome, LojaPainel } from '@fidelidade/domain/contracts/painel/lojas';
import type { VersaoRegras } from '@fidelidade/domain/contracts/painel/regras';
import { consoleStoreMessages } from '@fidelidade/domain/messages';
import { findLojaByKey } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { usePainelApp } from './painel-app.ts';

describeEachDatabase('console stores and rules', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;

  it('creates a store with its key once, rotates it with a grace period and revokes it', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const nome = `Loja Painel ${String(Math.random()).slice(2, 8)}`;
    const created = await client.request<LojaComChave>('POST', '/lojas', { body: { nome } });
    expect(created.status).toBe(201);
    const { loja, chave } = created.envelope.data;
    expect(loja).toMatchObject({ nome, revogadaEm: null, compras: 0, valorCentavos: 0 });
    expect((await findLojaByKey(db(), chave, painel.clock.now))?.id).toBe(loja.id);
    const taken = await client.request('POST', '/lojas', { body: { nome } });
    expect(taken.status).toBe(409);

    const rotated = await client.request<LojaComChave>('POST', `/lojas/${loja.id}/chave`, {
      body: {},
    });
    expect(rotated.status).toBe(200);
    const graceEnds = new Date(
      painel.clock.now.getTime() + painel.api.config.painel.storeKeyGraceMs,
    );
    expect(rotated.envelope.data.loja.chaveAnteriorValidaAte).toBe(graceEnds.toISOString());
    expect(rotated.envelope.data.chave).not.toBe(chave);
    expect((await findLojaByKey(db(), chave, painel.clock.now))?.id).toBe(loja.id);

    const revoked = await client.request<LojaPainel>('POST', `/lojas/${loja.id}/revogar`, {
      body: {},
    });
    expect(revoked.status).toBe(200);
    expect(revoked.envelope.message).toBe(consoleStoreMessages.storeRevoked);
    expect(revoked.envelope.data.revogadaEm).not.toBeNull();
    expect(
      await findLojaByKey(db(), rotated.envelope.data.chave, painel.clock.now),
    ).toBeUndefined();

    const audit = await db()
      .selectFrom('auditoria')
      .selectAll()
      .where('registro_id', '=', loja.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.operador_id, row.acao, row.entidade])).toEqual([
      [admin.id, 'criar', 'loja'],
      [admin.id, 'trocar_chave', 'loja'],
      [admin.id, 'revogar', 'loja'],
    ]);
    const everything = JSON.stringify(await db().selectFrom('auditoria').selectAll().execute());
    expect(everything).not.toContain(chave);

    const missing = await client.request(
      'POST',
      '/lojas/00000000-0000-4000-8000-000000000000/chave',
      {
        body: {},
      },
    );
    expect(missing.status).toBe(404);
  });

  it('shows a loja operator their own store only', async () => {
    const admin = await painel.signIn(await painel.operador('administrador'));
    const made = await Promise.all(
      ['A', 'B'].map((letter) =>
        admin.request<LojaComChave>('POST', '/lojas', {
          body: { nome: `Loja ${letter} ${String(Math.random()).slice(2, 8)}` },
        }),
      ),
    );
    const own = made[0]?.envelope.data.loja.id ?? '';
    const client = await painel.signIn(await painel.operador('loja', { lojaId: own }));
    const page = await client.request<{ itens: LojaPainel[]; total: number }>('GET', '/lojas');
    expect(page.envelope.data.itens.map((loja) => loja.id)).toEqual([own]);
    expect(page.envelope.data.total).toBe(1);
    const all = await admin.request<{ itens: LojaPainel[]; total: number }>('GET', '/lojas');
    expect(all.envelope.data.total).toBeGreaterThanOrEqual(2);
  });

  it("gives every role the stores' names alone, and a loja operator its own store's", async () => {
    const admin = await painel.signIn(await painel.operador('administrador'));
    const nome = `Loja Nomes ${String(Math.random()).slice(2, 8)}`;
    const made = await admin.request<LojaComChave>('POST', '/lojas', { body: { nome } });
    const own = made.envelope.data.loja.id;
    type Nomes = { itens: LojaNome[]; total: number };
    const support = await painel.signIn(await painel.operador('atendimento'));
    const names = await support.request<Nomes>('GET', '/lojas/nomes?porPagina=100');
    expect(names.status).toBe(200);
    expect(names.envelope.message).toBe(consoleStoreMessages.storeNames);
    expect(names.envelope.data.itens).toContainEqual({ id: own, nome });
    expect(Object.keys(names.envelope.data.itens[0] ?? {}).sort()).toEqual(['id', 'nome']);
    expect(names.envelope.data.total).toBeGreaterThanOrEqual(names.envelope.data.itens.length);

    const store = await painel.signIn(await painel.operador('loja', { lojaId: own }));
    const mine = await store.request<Nomes>('GET', '/lojas/nomes');
    expect(mine.envelope.data).toEqual({ itens: [{ id: own, nome }], total: 1 });
    const bad = await support.request('GET', '/lojas/nomes?porPagina=0');
    expect(bad.status).toBe(400);
  });

  it('finds stores by part of the name, accents and case ignored, or one by its id', async () => {
    const admin = await painel.signIn(await painel.operador('administrador'));
    const tag = String(Math.random()).slice(2, 8);
    const [acai, acougue] = await Promise.all(
      [`Açaí do Centro ${tag}`, `Açougue São João ${tag}`].map(async (nome) => {
        const made = await admin.request<LojaComChave>('POST', '/lojas', { body: { nome } });
        return { id: made.envelope.data.loja.id, nome };
      }),
    );
    type Nomes = { itens: LojaNome[]; total: number };
    const support = await painel.signIn(await painel.operador('atendimento'));
    const search = (query: Record<string, string>) =>
      support.request<Nomes>('GET', `/lojas/nomes?${new URLSearchParams(query).toString()}`);

    expect((await search({ nome: tag })).envelope.data).toEqual({
      itens: [acai, acougue],
      total: 2,
    });
    for (const typed of [`ACAI DO CENTRO ${tag}`, `açaí do centro ${tag}`, `centro ${tag}`]) {
      expect((await search({ nome: typed })).envelope.data.itens).toEqual([acai]);
    }
    expect((await search({ nome: `sao joao ${tag}` })).envelope.data.itens).toEqual([acougue]);
    // The name is searched as text: a % or an _ is no wildcard.
    expect((await search({ nome: `%${tag}` })).envelope.data.total).toBe(0);
    expect((await search({ id: acougue?.id ?? '' })).envelope.data).toEqual({
      itens: [acougue],
      total: 1,
    });

    const store = await painel.signIn(await painel.operador('loja', { lojaId: acai?.id }));
    const other = await store.request<Nomes>('GET', `/lojas/nomes?id=${acougue?.id ?? ''}`);
    expect(other.envelope.data).toEqual({ itens: [], total: 0 });

    const badId = await search({ id: '1' });
    expect(badId.status).toBe(400);
    expect(badId.envelope.message).toBe(consoleStoreMessages.invalidStoreId);
    const tooLong = await search({ nome: 'a'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.envelope.message).toBe(consoleStoreMessages.invalidNameSearch(120));
  });

  it('adds a rules version the running app applies from its start month', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const now = painel.clock.now;
    // Read now, so the book has the current month cached before the version is added.
    const before = await painel.api.app.programmeRules.currentRules(now);
    const inicio = monthAfter(monthAfter(monthKey(now)));
    const body = { inicio, taxas: [3, 6, 9], niveis: [3, 6], carencia: 15, validade: 6 };
    const created = await client.request<VersaoRegras>('POST', '/regras', { body });
    expect(created.status).toBe(201);
    expect(created.envelope.data).toEqual({ ...body, vigente: false });

    const listed = await client.request<{ itens: VersaoRegras[]; total: number }>('GET', '/regras');
    expect(listed.envelope.data.itens[0]).toEqual({ ...body, vigente: false });
    expect(listed.envelope.data.itens.filter((version) => version.vigente)).toHaveLength(1);

    expect(await painel.api.app.programmeRules.currentRules(now)).toEqual(before);
    const [year = 0, month = 0] = inicio.split('-').map(Number);
    const inForce = await painel.api.app.programmeRules.currentRules(
      new Date(Date.UTC(year, month - 1, 1, 12)),
    );
    expect(inForce.ratesByPosition).toEqual([3, 6, 9]);
    expect(inForce.graceDays).toBe(15);

    const again = await client.request('POST', '/regras', { body });
    expect(again.status).toBe(409);
    const thisMonth = await client.request('POST', '/regras', {
      body: { ...body, inicio: monthKey(now) },
    });
    expect(thisMonth.status).toBe(400);
    expect(thisMonth.envelope.message).toMatch(/mês que vem/);
    const falling = await client.request('POST', '/regras', {
      body: { ...body, inicio: monthAfter(inicio), taxas: [9, 3] },
    });
    expect(falling.status).toBe(400);

    const [row] = await db()
      .selectFrom('auditoria')
      .selectAll()
      .where('entidade', '=', 'regras')
      .execute();
    expect(row).toMatchObject({ operador_id: admin.id, acao: 'criar', registro_id: inicio });
  });
});
