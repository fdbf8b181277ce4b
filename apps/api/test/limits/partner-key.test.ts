// Partner calls per store key (LIMIT_PARTNER_KEY): purchases, batches, cancellations and redemptions
// share one counter per store; over it, 429 with the partner message and Retry-After, and nothing is
// recorded. Other stores are not affected; an unknown key stays a 401.
import { expect, it } from 'vitest';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { TOO_MANY_PARTNER_CALLS, expectTooMany, perMinute } from './too-many.ts';

describeEachDatabase('limits: partner API per store key', (database) => {
  const h = useLoyaltyApp(database, limiterConfig({ partnerKey: perMinute(4) }));

  it('counts every call of one key, then answers 429 and records nothing more', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const first = compra(user.cpf);
    expect((await loja.client.post<CompraResult>('/compras', first)).status).toBe(201);
    // Past the carência, so there is cashback to redeem below.
    const lote = await loja.client.post('/compras/lote', {
      compras: [compra(user.cpf, { dataHora: daysAgo(40) })],
    });
    expect(lote.status).toBe(200);
    const cancel = await loja.client.post(`/compras/${first.idCompraLoja}/cancelamento`);
    expect(cancel.status).toBe(200);
    const resgate = { cpf: user.cpf, valor: 1, idResgateLoja: uniqueId('resgate') };
    expect((await loja.client.post('/resgates', resgate)).status).toBe(201);

    const refused = compra(user.cpf);
    expectTooMany(await loja.client.post('/compras', refused), TOO_MANY_PARTNER_CALLS);
    expectTooMany(
      await loja.client.post('/resgates', { ...resgate, idResgateLoja: uniqueId('resgate') }),
      TOO_MANY_PARTNER_CALLS,
    );
    const stored = await h.api.app.database.db
      .selectFrom('compras')
      .select('id')
      .where('id_compra_loja', '=', refused.idCompraLoja)
      .execute();
    expect(stored).toEqual([]);

    const other = await h.store();
    expect((await other.client.post('/compras', compra(user.cpf))).status).toBe(201);
    expect((await h.partner('fid_loja_desconhecida').post('/compras', refused)).status).toBe(401);
  });
});
