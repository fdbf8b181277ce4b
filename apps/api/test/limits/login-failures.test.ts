// The login counts wrong passwords, not logins (LIMIT_LOGIN_FAILURES per e-mail at one address,
// LIMIT_LOGIN_ACCOUNT_FAILURES per e-mail from every address), so someone guessing a customer's password
// cannot lock the customer out from elsewhere. Two client addresses behind a trusted proxy
// (X-Forwarded-For); on Redis when REDIS_URL is set.
import { describe, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { loadConfig } from '../../src/config.ts';
import {
  REDIS_URL,
  limiterConfig,
  useAccountsApp,
  type AccountsHarness,
} from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

const WRONG = 'Errada123';
const LOGGED_IN = 'Login realizado com sucesso!';
const INVALID = 'E-mail ou senha incorretos.';
const ADDRESS_A = '203.0.113.10';
const ADDRESS_B = '198.51.100.20';
const GUESSER = '203.0.113.30';

function useLoginApp(database: Parameters<typeof useAccountsApp>[0], limits: object) {
  return useAccountsApp(database, { ...limiterConfig(limits), trustProxy: true });
}

function login(h: AccountsHarness, email: string, senha: string, address: string) {
  return h.client().request<Cliente | null>('POST', '/login', {
    body: { email, senha },
    headers: { 'X-Forwarded-For': address },
  });
}

describeEachDatabase(`limits: login failures [${REDIS_URL ? 'redis' : 'memory'}]`, (database) => {
  describe('with the default limits', () => {
    const { loginIp, loginFailures, loginAccountFailures } = loadConfig({}).limits;
    const h = useLoginApp(database, { loginIp, loginFailures, loginAccountFailures });

    it('lets the owner in from another address after 12 wrong passwords from one', async () => {
      const { user, senha } = await h.register();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await login(h, user.email, WRONG, ADDRESS_A)).status);
      }
      const refused = 12 - loginFailures.limit;
      expect(statuses).toEqual([
        ...Array<number>(loginFailures.limit).fill(401),
        ...Array<number>(refused).fill(429),
      ]);

      const owner = await login(h, user.email, senha, ADDRESS_B);
      expect(owner.envelope.message).toBe(LOGGED_IN);
      expect(owner.status).toBe(200);
    });

    it('refuses the guessing address with Retry-After, right password and any case included', async () => {
      const { user, senha } = await h.register();
      for (let attempt = 0; attempt < loginFailures.limit; attempt += 1) {
        const wrong = await login(h, user.email, WRONG, GUESSER);
        expect(wrong.envelope.message).toBe(INVALID);
      }
      expectTooMany(await login(h, user.email, WRONG, GUESSER), undefined, loginFailures.windowMs);
      expectTooMany(await login(h, user.email, senha, GUESSER), undefined, loginFailures.windowMs);
      expectTooMany(
        await login(h, user.email.toUpperCase(), senha, GUESSER),
        undefined,
        loginFailures.windowMs,
      );
      // Another customer at that address is not held back.
      const other = await h.register();
      expect((await login(h, other.user.email, other.senha, GUESSER)).status).toBe(200);
    });
  });

  describe('right passwords', () => {
    const h = useLoginApp(database, {
      loginFailures: perMinute(2),
      loginAccountFailures: perMinute(5),
    });

    it('never count, and forgive the earlier typos at their address', async () => {
      const { user, senha } = await h.register();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        expect((await login(h, user.email, senha, ADDRESS_A)).status).toBe(200);
      }
      const statuses: number[] = [];
      for (const password of [WRONG, senha, WRONG, WRONG, WRONG]) {
        statuses.push((await login(h, user.email, password, ADDRESS_A)).status);
      }
      expect(statuses).toEqual([401, 200, 401, 401, 429]);
    });
  });

  describe('the cap per account', () => {
    const h = useLoginApp(database, {
      loginFailures: perMinute(10),
      loginAccountFailures: perMinute(4),
    });
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];

    /** One wrong password from each address, then one more from a fifth: status and message each. */
    async function guessFromEverywhere(email: string) {
      const answers = [];
      for (const address of [...addresses, '192.0.2.5']) {
        const response = await login(h, email, WRONG, address);
        answers.push({ status: response.status, message: response.envelope.message });
      }
      return answers;
    }

    it('refuses even the owner once the wrong passwords from every address reach it', async () => {
      const { user, senha } = await h.register();
      const [first, second, third, fourth] = addresses as [string, string, string, string];
      expect((await login(h, user.email, WRONG, first)).status).toBe(401);
      expect((await login(h, user.email, WRONG, second)).status).toBe(401);
      // A right login at one address does not wipe the failures counted at the others.
      expect((await login(h, user.email, senha, third)).status).toBe(200);
      expect((await login(h, user.email, WRONG, third)).status).toBe(401);
      expect((await login(h, user.email, WRONG, fourth)).status).toBe(401);
      expectTooMany(await login(h, user.email, senha, '192.0.2.9'));
    });

    it('answers an unknown e-mail exactly like a wrong password for an account', async () => {
      const { user } = await h.register();
      const known = await guessFromEverywhere(user.email);
      const unknown = await guessFromEverywhere(generateEmail());
      expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
      expect(unknown).toEqual(known);
    });
  });
});
