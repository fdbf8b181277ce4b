// The API as the recovery suites use it: generous limits, the outbox worker off (the tests read a
// queued code from the outbox, or deliver by hand), a clock the tests move, and the four steps as
// calls of an encrypted client.
import { expect } from 'vitest';
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';
import { registrationPayload, type PessoaOverrides } from '@fidelidade/test-kit/customers';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { limiterConfig, type Registered } from '../accounts/accounts-app.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient, type EncryptedResponse } from '../helpers/encrypted-client.ts';

const MINUTE_MS = 60_000;
const CODE_IN_TEXT = /\b([A-Z0-9]{6})\b(?=\. Vale|\n)/;

export interface RecoveryHarness {
  api: TestApp;
  clock: { advance(minutes: number): void; reset(): void };
  register(overrides?: PessoaOverrides): Promise<Registered>;
  call<T = null>(
    method: 'POST' | 'PUT' | 'GET',
    path: string,
    body?: unknown,
    jwt?: string,
  ): Promise<EncryptedResponse<T>>;
  /** Step 1; fails the test unless it succeeds. */
  start(email: string): Promise<EsqueciSenhaResposta>;
  /** The code of the newest message queued for an address or phone digits. */
  queuedCode(destinatario: string): Promise<string>;
  /** Steps 1 to 3 for a new customer, by e-mail: the validated recovery token. */
  validated(): Promise<{ registered: Registered; jwt: string }>;
}

/** `config` may be a function, read when the app is built (e.g. an SMTP server's port). */
export function useRecoveryApp(
  database: DatabaseKind,
  config: Partial<Config> | (() => Partial<Config>) = {},
): RecoveryHarness {
  let offsetMs = 0;
  const api = useTestApp({
    database,
    now: () => new Date(Date.now() + offsetMs),
    get config() {
      return {
        ...limiterConfig(),
        ...testOutboxConfig(),
        ...(typeof config === 'function' ? config() : config),
      };
    },
  });
  const call: RecoveryHarness['call'] = (method, path, body, jwt) =>
    encryptedClient(api.apiUrl).request(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(jwt ? { jwt } : {}),
    });

  const harness: RecoveryHarness = {
    api,
    clock: {
      advance: (minutes) => {
        offsetMs += minutes * MINUTE_MS;
      },
      reset: () => {
        offsetMs = 0;
      },
    },
    async register(overrides = {}) {
      const payload = registrationPayload(overrides);
      const response = await call<Cliente>('POST', '/cliente', payload);
      expect(response.status).toBe(201);
      return { user: response.envelope.data, senha: payload.dadosPessoais.senha, payload };
    },
    call,
    async start(email) {
      const response = await call<EsqueciSenhaResposta>('POST', '/esqueci_senha', { email });
      expect(response.envelope.message).toBe(
        'Escolha como deseja receber o código de verificação.',
      );
      expect(response.status).toBe(200);
      return response.envelope.data;
    },
    async queuedCode(destinatario) {
      const row = await api.app.database.db
        .selectFrom('outbox')
        .select('texto')
        .where('destinatario', '=', destinatario)
        .orderBy('criada_em', 'desc')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const code = CODE_IN_TEXT.exec(row.texto)?.[1];
      if (!code) throw new Error(`no code in the queued message: ${row.texto}`);
      return code;
    },
    async validated() {
      const registered = await harness.register();
      const { jwt } = await harness.start(registered.user.email);
      expect((await call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
      const codigo = await harness.queuedCode(registered.user.email);
      expect((await call('POST', '/valida_codigo_app', { jwt, codigo })).status).toBe(200);
      return { registered, jwt };
    },
  };
  return harness;
}

/** No worker and no providers unless a suite sets them. */
export function testOutboxConfig(): Pick<Config, 'outbox' | 'mail' | 'sms'> {
  return {
    outbox: { worker: false, intervalMs: 50, retryBaseMs: 1000 },
    mail: { smtpUrl: undefined, from: 'Fidelidade <nao-responda@teste.local>' },
    sms: { apiUrl: undefined, apiToken: undefined },
  };
}
