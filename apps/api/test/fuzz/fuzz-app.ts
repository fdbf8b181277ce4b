// The app the fuzz suites hammer: every limit generous (a 429 would hide what validation does) and
// counted in memory (see fuzzConfig), the outbox worker off (it would change rows on its own), its
// error-level log kept (a 5xx answers a generic message; the log says which statement failed and
// why), and a database that holds one of everything a request could damage: a customer, a store, a
// purchase, a contact message and its queued e-mail.
import { expect } from 'vitest';
import { storeName, compra } from '@fidelidade/test-kit/purchases';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { generousLimits } from '../accounts/accounts-app.ts';
import { contato } from '../contact/contact-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';

export interface FuzzApp extends TestApp {
  /** What the app logged at error level so far, one line each: the errors behind any 5xx. */
  loggedErrors(): string[];
}

function fuzzConfig(): Partial<Config> {
  return {
    ...testOutboxConfig(),
    // Not on Redis even when the run has it: the Redis store gives up on a command after a timer on
    // the event loop, and on a loaded machine the loop can stall past it (the embedded database runs
    // its queries on that thread), so a call would answer 503 for the machine's load, not its input.
    // The limits suites test the Redis store.
    limits: generousLimits,
    contact: { supportEmail: 'atendimento@fidelidade.example' },
    logLevel: 'error',
  };
}

/** An error-level log entry in one line: its message and the error's type, code and message. */
function logLine(entry: Record<string, unknown>): string {
  const err = (entry.err ?? {}) as Record<string, unknown>;
  const code = typeof err.code === 'string' ? ` ${err.code}` : '';
  return `${String(entry.msg)} (${String(err.type)}${code}): ${String(err.message)}`;
}

export async function buildFuzzApp(database: DatabaseKind): Promise<FuzzApp> {
  const logs = captureLogs();
  const api = await buildTestApp({ database, config: fuzzConfig(), logStream: logs.stream });
  return { ...api, loggedErrors: () => logs.entries().map(logLine) };
}

export async function buildSeededApp(database: DatabaseKind): Promise<FuzzApp> {
  const api = await buildFuzzApp(database);
  const client = encryptedClient(api.apiUrl);
  const payload = registrationPayload();
  expect((await client.request('POST', '/cliente', { body: payload })).status).toBe(201);
  expect((await client.request('POST', '/fale_conosco', { body: contato() })).status).toBe(201);
  const loja = await createLoja(api.app.database.db, storeName());
  const purchase = await fetch(`${api.baseUrl}${api.config.partnerPrefix}/compras`, {
    method: 'POST',
    headers: { authorization: `Bearer ${loja.chave}`, 'content-type': 'application/json' },
    body: JSON.stringify(compra(payload.dadosPessoais.cpf)),
  });
  expect(purchase.status).toBe(201);
  return api;
}
