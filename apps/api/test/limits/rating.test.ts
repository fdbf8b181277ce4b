// The rating page by hash (LIMIT_RATING_IP): GET and POST avaliacao/{hash} share one counter per IP, so
// whoever tries hashes gets 429 with Retry-After after a few, found or not; another address is counted
// apart (X-Forwarded-For behind a trusted proxy).
import { expect, it } from 'vitest';
import { compra } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

describeEachDatabase('limits: rating per IP', (database) => {
  const h = useLoyaltyApp(database, {
    ...limiterConfig({ ratingIp: perMinute(3) }),
    trustProxy: true,
  });

  it('answers 429 to a hash guesser, then to the real link too, from that address only', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const recorded = await loja.client.post<CompraResult>('/compras', compra(user.cpf));
    const path = recorded.envelope.data.linkAvaliacao;
    const guesser = h.client();
    for (const guess of ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB']) {
      const response = await guesser.request('GET', `/avaliacao/${guess}`);
      expect(response.envelope.message).toBe(
        'Link de avaliação inválido. Confira o endereço recebido.',
      );
    }
    expect((await guesser.request('GET', path)).status).toBe(200);
    expectTooMany(await guesser.request('GET', path));
    expectTooMany(await guesser.request('POST', path, { body: { estrelas: 5 } }));

    const customer = { 'X-Forwarded-For': '198.51.100.23' };
    const rated = await h
      .client()
      .request('POST', path, { body: { estrelas: 5 }, headers: customer });
    expect(rated.envelope.message).toBe('Obrigado pela sua avaliação!');
  });
});
