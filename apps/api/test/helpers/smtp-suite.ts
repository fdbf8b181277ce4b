// A real SMTP server for the enclosing suite (smtp-server.ts), and the configuration that makes the
// app's outbox worker deliver to it at once: for suites that read what a customer really receives.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.ts';

export interface SmtpSuite {
  /** The server, once the suite's beforeAll has started it. */
  readonly server: TestSmtpServer;
  /** Mail to the server, the worker on and quick (read it when the app is built). */
  deliveringConfig(): Pick<Config, 'mail' | 'outbox'>;
}

export function useSmtpSuite(): SmtpSuite {
  let current: TestSmtpServer | undefined;
  beforeAll(async () => {
    current = await startTestSmtpServer();
  });
  afterAll(() => current?.stop());
  const ready = (): TestSmtpServer => {
    if (!current) throw new Error('the SMTP server is used outside a test');
    return current;
  };
  return {
    get server() {
      return ready();
    },
    deliveringConfig: () => ({
      mail: { smtpUrl: ready().url, from: 'Fidelidade <nao-responda@teste.local>' },
      outbox: { worker: true, intervalMs: 50, retryBaseMs: 300 },
    }),
  };
}
