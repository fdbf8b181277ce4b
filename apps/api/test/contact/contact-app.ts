// The API as the contact suites use it: a real SMTP server (helpers/smtp-server.ts) as the outbox's provider,
// the limiter on Redis when REDIS_URL is set, a clock the suite can move (outbox retries), an
// encrypted client, and helpers to register a customer and to read the tables.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient, type EncryptedClient } from '../helpers/encrypted-client.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';

export const SUPPORT = 'atendimento@fidelidade.example';
/** A valid contact message (spec point 3), overridable field by field: the domain tests' factory. */
export { contato } from '../../../../packages/domain/test/support/factories.ts';

export interface ContactHarness {
  readonly api: TestApp;
  readonly smtp: TestSmtpServer;
  client(): EncryptedClient;
  send(body: unknown, jwt?: string): ReturnType<EncryptedClient['request']>;
  register(email?: string): Promise<Cliente>;
  /** Moves the outbox's clock forward (retries become due). */
  advance(ms: number): void;
}

export interface ContactAppOptions {
  database: DatabaseKind;
  /** Run the outbox worker (default: off, the suite calls deliverDue itself). */
  worker?: boolean;
  contactLimit?: Config['limits']['contactIp'];
}

export function useContactApp(options: ContactAppOptions): ContactHarness {
  let api: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  let offsetMs = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const base = limiterConfig(options.contactLimit ? { contactIp: options.contactLimit } : {});
    api = await buildTestApp({
      database: options.database,
      now: () => new Date(Date.now() + offsetMs),
      config: {
        ...base,
        mail: { smtpUrl: smtp.url, from: 'Fidelidade <nao-responda@fidelidade.example>' },
        outbox: { worker: options.worker ?? false, intervalMs: 60_000, retryBaseMs: 30_000 },
        contact: { supportEmail: SUPPORT },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the contact app is used outside a test');
    return value;
  };
  const client = () => encryptedClient(ready(api).apiUrl);
  return {
    get api() {
      return ready(api);
    },
    get smtp() {
      return ready(smtp);
    },
    client,
    send: (body, jwt) =>
      client().request('POST', '/fale_conosco', { body, ...(jwt ? { jwt } : {}) }),
    async register(email) {
      const payload = registrationPayload(email ? { email } : {});
      const response = await client().request<Cliente>('POST', '/cliente', { body: payload });
      expect(response.status).toBe(201);
      return response.envelope.data;
    },
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** The stored contact messages, oldest first. */
export function storedMessages(api: TestApp) {
  return api.app.database.db
    .selectFrom('mensagens_contato')
    .selectAll()
    .orderBy('criada_em')
    .execute();
}

export function outboxRow(api: TestApp, id: string | null) {
  return api.app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id ?? '')
    .executeTakeFirst();
}

/** The id of the registered customer with this e-mail. */
export async function customerId(api: TestApp, email: string): Promise<string> {
  const row = await api.app.database.db
    .selectFrom('clientes')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
