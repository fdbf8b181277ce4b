// A real SMTP server in-process (smtp-server) on 127.0.0.1 for the tests: it accepts every message and
// keeps its envelope, raw text, subject and bodies, so a suite checks what the outbox really delivered.
// It can be stopped and started again on the same port, to play a provider that is down for a while.
// Used by the API's mail suites and by the browser journeys' global setup (apps/web/e2e/support/mailbox.ts).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail-parser.ts';

export interface ReceivedMail extends ParsedMail {
  from: string;
  /** Recipients, lower case. */
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Every message received, oldest first (kept across stop and start). */
  readonly received: readonly ReceivedMail[];
  /** The first message (already received or to come) to `to` that passes `accept`. */
  waitFor(
    to: string,
    accept?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Resolves once `count` messages in all have arrived (the worker delivers in the background). */
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Listens again on the same port after `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Default: a free port. */
  port?: number;
  /** Called with each message as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
}

function addressOf(value: false | { address: string }): string {
  return value === false ? '' : value.address;
}

export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;

  const keep = (mail: ReceivedMail) => {
    received.push(mail);
    options.onMail?.(mail);
    for (const wake of waiters) wake();
  };

  /** Resolves with `find()`'s first defined answer, checked now and after each message. */
  const until = <T>(find: () => T | undefined, timeoutMs: number, failure: () => string) =>
    new Promise<T>((found, fail) => {
      const check = () => {
        const value = find();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        found(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(failure()));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const start = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          keep({
            from: addressOf(session.envelope.mailFrom),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: bytes.toString('utf8'),
            ...parseMail(bytes.toString('latin1')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((listening, fail) => {
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => {
        listening();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    server = undefined;
    if (current)
      await new Promise<void>((closed) => {
        current.close(() => {
          closed();
        });
      });
  };

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    waitFor(to, accept = () => true, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      return until(
        () => received.find((mail) => mail.to.includes(address) && accept(mail)),
        timeoutMs,
        () => `no mail to ${to} within ${timeoutMs} ms`,
      );
    },
    async waitForCount(count, timeoutMs = 10_000) {
      await until(
        () => (received.length >= count ? true : undefined),
        timeoutMs,
        () => `expected ${count} e-mails, got ${received.length}`,
      );
    },
    start,
    stop,
  };
}
