// A store's key rotated from the operator console: the new key works at once, the replaced one until
// its grace ends (then it is refused like any unknown key), and a revoked store is refused with
// either. The partner API is called over HTTP with the replaced key while its grace lasts.
import { expect, it } from 'vitest';
import { compra } from '@fidelidade/test-kit/purchases';
import {
  findLojaByKey,
  revokeLojaById,
  rotateLojaKey,
} from '../../src/partner/lojas-repository.ts';
import { hashStoreKey } from '../../src/partner/store-keys.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

const HOUR_MS = 3_600_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('partner: key rotation with a grace period', (database) => {
  const h = useLoyaltyApp(database);
  const db = () => h.api.app.database.db;
  const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

  it('gives a new key at once and keeps the old one until its grace ends', async () => {
    const loja = await h.store();
    const now = new Date();
    const rotated = await rotateLojaKey(db(), loja.id, HOUR_MS, now);
    if (!rotated) throw new Error('rotation refused');
    expect(rotated.chave).toMatch(/^fid_loja_[A-Za-z0-9_-]{43}$/);
    expect(rotated.chave).not.toBe(loja.chave);
    expect(rotated.loja).toMatchObject({
      id: loja.id,
      nome: loja.nome,
      revogadaEm: null,
      chaveAnteriorValidaAte: at(now, HOUR_MS).toISOString(),
    });

    const store = { id: loja.id, nome: loja.nome };
    expect(await findLojaByKey(db(), rotated.chave, now)).toEqual(store);
    expect(await findLojaByKey(db(), loja.chave, now)).toEqual(store);
    expect(await findLojaByKey(db(), loja.chave, at(now, HOUR_MS - 1))).toEqual(store);
    expect(await findLojaByKey(db(), loja.chave, at(now, HOUR_MS))).toBeUndefined();
    expect(await findLojaByKey(db(), rotated.chave, at(now, 100 * HOUR_MS))).toEqual(store);

    // Only hashes are kept, the replaced one beside the current one.
    const row = await db()
      .selectFrom('lojas')
      .select(['chave_hash', 'chave_anterior_hash'])
      .where('id', '=', loja.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      chave_hash: hashStoreKey(rotated.chave),
      chave_anterior_hash: hashStoreKey(loja.chave),
    });
  });

  it('shows the grace only while it lasts', async () => {
    const loja = await h.store();
    const now = new Date();
    await rotateLojaKey(db(), loja.id, HOUR_MS, now);
    const later = await rotateLojaKey(db(), loja.id, 0, at(now, 2 * HOUR_MS));
    expect(later?.loja.chaveAnteriorValidaAte).toBeNull();
  });

  it('serves partner calls over HTTP with the old key inside the grace, and refuses it after', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const rotated = await rotateLojaKey(db(), loja.id, HOUR_MS, new Date());
    if (!rotated) throw new Error('rotation refused');
    expect((await loja.client.post('/compras', compra(user.cpf))).status).toBe(201);
    expect((await h.partner(rotated.chave).post('/compras', compra(user.cpf))).status).toBe(201);

    // A second rotation with no grace: the key it replaced stops at once, the first one too.
    const again = await rotateLojaKey(db(), loja.id, 0, new Date());
    if (!again) throw new Error('rotation refused');
    for (const old of [loja.chave, rotated.chave]) {
      const refused = await h.partner(old).post('/compras', compra(user.cpf));
      expect(refused.status).toBe(401);
    }
    expect((await h.partner(again.chave).post('/compras', compra(user.cpf))).status).toBe(201);
  });

  it('refuses a revoked store with either key, and neither rotates nor revokes it again', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const now = new Date();
    const rotated = await rotateLojaKey(db(), loja.id, HOUR_MS, now);
    if (!rotated) throw new Error('rotation refused');

    const revoked = await revokeLojaById(db(), loja.id, now);
    expect(revoked).toMatchObject({
      id: loja.id,
      revogadaEm: now.toISOString(),
      chaveAnteriorValidaAte: null,
    });
    for (const chave of [loja.chave, rotated.chave]) {
      expect(await findLojaByKey(db(), chave, now)).toBeUndefined();
      expect((await h.partner(chave).post('/compras', compra(user.cpf))).status).toBe(401);
    }
    expect(await rotateLojaKey(db(), loja.id, HOUR_MS, now)).toBeUndefined();
    // Revoking again answers the store as it is, revoked when it first was.
    expect(await revokeLojaById(db(), loja.id, at(now, HOUR_MS))).toEqual(revoked);
  });

  it('finds no unknown store to rotate or revoke', async () => {
    for (const id of [UNKNOWN_ID, 'nao-e-um-id']) {
      expect(await rotateLojaKey(db(), id, HOUR_MS, new Date())).toBeUndefined();
      expect(await revokeLojaById(db(), id)).toBeUndefined();
    }
    const loja = await h.store();
    await expect(rotateLojaKey(db(), loja.id, -1, new Date())).rejects.toThrow(RangeError);
  });
});
