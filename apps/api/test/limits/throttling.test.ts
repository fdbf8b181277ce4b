// Throttling of login and registration over HTTP, per IP and per account (on Redis when REDIS_URL is
// set): 429 in the envelope with a Retry-After header; an unreachable store answers 503. The login's
// wrong passwords are in login-failures.test.ts.
import { describe, expect, it } from 'vitest';
import { generateEmail, registrationPayload } from '@fidelidade/test-kit/customers';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { REDIS_URL, limiterConfig, useAccountsApp } from '../accounts/accounts-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

describeEachDatabase(`throttling [${REDIS_URL ? 'redis' : 'memory'}]`, (database) => {
  describe('login per IP', () => {
    const h = useAccountsApp(database, limiterConfig({ loginIp: perMinute(4) }));

    it('answers 429 once one IP has tried too many e-mails', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await h.client().request('POST', '/login', {
          body: { email: generateEmail(), senha: 'Senha123' },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    });
  });

  describe('registration', () => {
    const h = useAccountsApp(
      database,
      limiterConfig({ registrationIp: perMinute(4), registrationAccount: perMinute(2) }),
    );

    it('counts per e-mail and per CPF, then per IP', async () => {
      const register = (body: unknown) => h.client().request('POST', '/cliente', { body });
      const first = registrationPayload();
      expect((await register(first)).status).toBe(201);
      // Same e-mail again: a duplicate (409), then over the per-account limit (429).
      const sameEmail = registrationPayload({ email: first.dadosPessoais.email });
      expect((await register(sameEmail)).status).toBe(409);
      expectTooMany(await register(registrationPayload({ email: first.dadosPessoais.email })));
      // The fourth call from this IP still passes; the fifth is over the per-IP limit.
      expect((await register(registrationPayload())).status).toBe(201);
      expect((await register(registrationPayload())).status).toBe(429);
    });
  });

  describe('an unreachable store', () => {
    const h = useAccountsApp(database, {
      ...limiterConfig(),
      redisUrl: 'redis://127.0.0.1:1',
    });

    it('answers 503 instead of letting calls through unlimited', async () => {
      const response = await h.client().request('POST', '/login', {
        body: { email: generateEmail(), senha: 'Senha123' },
      });
      expect(response.status).toBe(503);
      expect(response.envelope.message).toBe(
        'Serviço temporariamente indisponível. Tente novamente em instantes.',
      );
    });
  });
});
