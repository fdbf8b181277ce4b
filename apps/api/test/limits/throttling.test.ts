// Throttling of login and registration over HTTP, per IP and per account (on Redis when REDIS_URL is
// set): 429 in the envelope with a Retry-After header; an unreachable store answers 503.
import { describe, expect, it } from 'vitest';
import type { User } from '@fidelidade/domain/contracts/user';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { REDIS_URL, limiterConfig, useAccountsApp } from '../accounts/accounts-app.ts';
import { generateEmail, registrationPayload } from '../accounts/factories.ts';
import { expectTooMany, perMinute } from './too-many.ts';

describeEachDatabase(`throttling [${REDIS_URL ? 'redis' : 'memory'}]`, (database) => {
  describe('login per e-mail', () => {
    const h = useAccountsApp(database, limiterConfig({ loginEmail: perMinute(3) }));

    it('answers 429 with Retry-After after the limit, even with the right password', async () => {
      const { user, senha } = await h.register();
      const login = (password: string) =>
        h.client().request<User | null>('POST', '/login', {
          body: { email: user.email, senha: password },
        });
      expect((await login('Errada123')).status).toBe(401);
      expect((await login('Errada123')).status).toBe(401);
      expect((await login(senha)).status).toBe(200);
      expectTooMany(await login(senha));
      // The e-mail is counted case-insensitively, and other e-mails from this IP still get through.
      const upper = await h.client().request('POST', '/login', {
        body: { email: user.email.toUpperCase(), senha },
      });
      expect(upper.status).toBe(429);
      const { user: other, senha: otherSenha } = await h.register();
      const fine = await h.client().request('POST', '/login', {
        body: { email: other.email, senha: otherSenha },
      });
      expect(fine.status).toBe(200);
    });
  });

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
