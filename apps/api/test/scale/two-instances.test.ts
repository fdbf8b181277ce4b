// At scale: two API processes on one PostgreSQL database and one Redis behave as one service.
// A customer registered through one logs in through the other, a session revoked through one is refused
// by the other, and the login throttle counts the wrong passwords sent to both (DESIGN "Storage and
// scale").
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { apiMessages } from '@fidelidade/domain/messages';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { sharedEnvironment, startApi, stopApi, type ApiProcess } from './api-process.ts';
import {
  createScratchDatabase,
  POSTGRES_URL,
  REDIS_URL,
  type ScratchDatabase,
} from './scratch-database.ts';

const LOGIN_TRIES_PER_EMAIL = 4;

const skipReason =
  POSTGRES_URL && REDIS_URL
    ? undefined
    : 'two API instances need a shared PostgreSQL and Redis: set DATABASE_URL and REDIS_URL';
if (skipReason) console.warn(`[scale] skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('two API instances on one database and one Redis', () => {
  let database: ScratchDatabase | undefined;
  let one: ApiProcess;
  let other: ApiProcess;

  beforeAll(async () => {
    if (!POSTGRES_URL || !REDIS_URL) return;
    database = await createScratchDatabase(POSTGRES_URL);
    const env = sharedEnvironment({
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `teste:scale:${randomBytes(6).toString('hex')}:`,
      LIMIT_LOGIN_FAILURES: `${LOGIN_TRIES_PER_EMAIL}/15m`,
      LIMIT_LOGIN_IP: '1000/15m',
      LIMIT_REGISTRATION_IP: '1000/1h',
    });
    // Both start at once: they race to apply the migrations to the empty database.
    [one, other] = await Promise.all([startApi(env), startApi(env)]);
  });

  afterAll(async () => {
    await Promise.all([one, other].filter(Boolean).map(stopApi));
    await database?.drop();
  });

  const register = async (api: ApiProcess) => {
    const payload = registrationPayload();
    const response = await encryptedClient(api.apiUrl).request<Cliente>('POST', '/cliente', {
      body: payload,
    });
    expect(response.status, one.output()).toBe(201);
    return { email: payload.dadosPessoais.email, senha: payload.dadosPessoais.senha };
  };
  const login = (api: ApiProcess, email: string, senha: string) =>
    encryptedClient(api.apiUrl).request<Cliente | null>('POST', '/login', {
      body: { email, senha },
    });

  it('lets a customer registered through one instance log in through the other', async () => {
    const { email, senha } = await register(one);
    const response = await login(other, email, senha);
    expect(response.status).toBe(200);
    expect(response.envelope.data?.email).toBe(email);
  });

  it('refuses on one instance a session revoked through the other', async () => {
    const { email, senha } = await register(one);
    const jwt = (await login(other, email, senha)).envelope.data?.jwt ?? '';
    const me = () => encryptedClient(one.apiUrl).request('GET', '/cliente', { jwt });
    expect((await me()).status).toBe(200);
    const logout = await encryptedClient(other.apiUrl).request('POST', '/logout', { jwt });
    expect(logout.status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('counts wrong passwords sent to both instances against one limit', async () => {
    const { email } = await register(other);
    for (let attempt = 0; attempt < LOGIN_TRIES_PER_EMAIL; attempt += 1) {
      const api = attempt % 2 === 0 ? one : other;
      expect((await login(api, email, 'Errada123')).status).toBe(401);
    }
    for (const api of [one, other]) {
      const refused = await login(api, email, 'Errada123');
      expect(refused.status).toBe(429);
      expect(refused.envelope.message).toBe(apiMessages.tooManyRequests);
    }
  });
});
