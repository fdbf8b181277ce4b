// The API as the account suites use it: a test app with the limiter on Redis when REDIS_URL is set
// (under a key prefix of its own, so runs never share counters), generous limits unless a suite
// tightens them, and an encrypted client with helpers to register and log in like the app does.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { GENEROUS_LIMIT } from '@fidelidade/test-kit/limits';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registrationPayload, type PessoaOverrides } from '@fidelidade/test-kit/customers';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient, type EncryptedClient } from '../helpers/encrypted-client.ts';
import { testConfig } from '../helpers/test-config.ts';

export const REDIS_URL = process.env.REDIS_URL || undefined;

/** Every limit of the configuration raised (a suite that tests one tightens it again). */
export const generousLimits = Object.fromEntries(
  Object.keys(testConfig().limits).map((name) => [name, GENEROUS_LIMIT]),
) as Config['limits'];

/** Test configuration for the limiter: Redis when available, a unique prefix, the given limits. */
export function limiterConfig(limits: Partial<Config['limits']> = {}): Partial<Config> {
  return {
    redisUrl: REDIS_URL,
    redisKeyPrefix: `teste:${randomBytes(6).toString('hex')}:`,
    limits: { ...generousLimits, ...limits },
  };
}

export interface Registered {
  user: Cliente;
  senha: string;
  payload: ReturnType<typeof registrationPayload>;
}

export interface AccountsHarness {
  api: TestApp;
  /** A fresh client (its own day key), like another device. */
  client(): EncryptedClient;
  /** Registers a new person; fails the test unless the API answers 201. */
  register(overrides?: PessoaOverrides): Promise<Registered>;
}

/** `config` may be a function, read when the app is built (settings of a server the suite starts). */
export function useAccountsApp(
  database: DatabaseKind,
  config: Partial<Config> | (() => Partial<Config>) = {},
): AccountsHarness {
  const api = useTestApp({
    database,
    get config() {
      return { ...limiterConfig(), ...(typeof config === 'function' ? config() : config) };
    },
  });
  const client = () => encryptedClient(api.apiUrl);
  return {
    api,
    client,
    async register(overrides = {}) {
      const payload = registrationPayload(overrides);
      const response = await client().request<Cliente>('POST', '/cliente', { body: payload });
      expect(response.envelope.message).toBe('Cadastro realizado com sucesso!');
      expect(response.status).toBe(201);
      return { user: response.envelope.data, senha: payload.dadosPessoais.senha, payload };
    },
  };
}
