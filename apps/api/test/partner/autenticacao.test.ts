// The partner API's door (DESIGN decision 5): a store key in `Authorization: Bearer`, plain JSON (no
// payload encryption), 401 for a missing, unknown or revoked key, and documented in OpenAPI.
import { expect, it } from 'vitest';
import { compra } from '@fidelidade/test-kit/purchases';
import { revokeLoja } from '../../src/partner/lojas-repository.ts';
import { hashStoreKey } from '../../src/partner/store-keys.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useWebDist } from '../helpers/web-dist.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

const UNAUTHORIZED = {
  status: 'error',
  message: 'Chave de API da loja ausente, inválida ou revogada.',
  data: null,
  responseCode: 401,
};

describeEachDatabase('partner: authentication', (database) => {
  // With the web app built, as in production: its pages must never answer under the partner base.
  const h = useLoyaltyApp(database, { webDist: useWebDist() });

  it('refuses calls without a key, with an unknown key or a malformed header', async () => {
    const { user } = await h.register();
    for (const client of [h.partner(), h.partner('fid_loja_desconhecida'), h.partner('')]) {
      const response = await client.post('/compras', compra(user.cpf));
      expect(response.status).toBe(401);
      expect(response.envelope).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses a revoked key (401), by id or by name, and keeps only the key’s hash', async () => {
    const { user } = await h.register();
    for (const by of ['id', 'nome'] as const) {
      const loja = await h.store();
      expect((await loja.client.post('/compras', compra(user.cpf))).status).toBe(201);
      const revoked = await revokeLoja(
        h.api.app.database.db,
        by === 'id' ? loja.id : loja.nome.toUpperCase(),
      );
      expect(revoked).toEqual({ id: loja.id, nome: loja.nome });
      const response = await loja.client.post('/compras', compra(user.cpf));
      expect(response.status).toBe(401);
      expect(response.envelope).toEqual(UNAUTHORIZED);
      const row = await h.api.app.database.db
        .selectFrom('lojas')
        .select('chave_hash')
        .where('id', '=', loja.id)
        .executeTakeFirstOrThrow();
      expect(row.chave_hash).toBe(hashStoreKey(loja.chave));
      expect(row.chave_hash).not.toContain(loja.chave);
    }
  });

  it.each([
    ['GET', '/nada'],
    ['GET', '/compras/lote/nada'],
    ['GET', ''],
    ['POST', '/nada'],
    ['DELETE', '/compras'],
  ])('answers %s {prefix}%s with the 404 envelope, not the web app', async (method, path) => {
    const loja = await h.store();
    const response = await fetch(`${h.api.baseUrl}${h.api.config.partnerPrefix}${path}`, {
      method,
      headers: { Authorization: `Bearer ${loja.chave}` },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Recurso não encontrado.',
      data: null,
      responseCode: 404,
    });
  });

  it.each(['GET', 'HEAD'])(
    'answers %s of an unknown path without a key in JSON too',
    async (method) => {
      const response = await fetch(`${h.api.baseUrl}${h.api.config.partnerPrefix}/nada`, {
        method,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('is documented in the OpenAPI document', async () => {
    const response = await fetch(`${h.api.apiUrl}/docs/json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    const prefix = h.api.config.partnerPrefix;
    for (const path of ['/compras', '/compras/lote', '/compras/{id}/cancelamento', '/resgates']) {
      expect(Object.keys(document.paths)).toContain(`${prefix}${path}`);
    }
  });
});
