// Starts the real API, serving the built app, on an embedded PGlite database in a temporary folder, so
// browser journeys run against the whole system exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.ts';
import { type PartnerStore, createPartnerStore } from './partner-store.ts';
import { startSmsInbox } from './sms-inbox.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const webDist = join(repoRoot, 'apps/web/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the in-process SMTP server writes the mails the API sends (mailbox.ts). */
    mailDir: string;
    /** Where the local SMS provider writes the SMS the API sends (sms-inbox.ts). */
    smsDir: string;
    /** The store the loyalty journeys post purchases from, with its partner API key. */
    partnerStore: PartnerStore;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') done(address.port);
        else fail(new Error('no port'));
      });
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/saude`, { headers: { Encrypt: 'false' } });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`API did not become healthy:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @fidelidade/web` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-e2e-'));
  const port = await freePort();
  const mailbox = await startMailbox(join(dataDir, 'mails'));
  const smsInbox = await startSmsInbox(join(dataDir, 'sms'));
  const partnerStore = await createPartnerStore(repoRoot, dataDir, 'Loja Centro');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // The journeys register and log in many customers from one address, far above a person's pace.
    LIMIT_REGISTRATION_IP: '1000/1h',
    LIMIT_LOGIN_IP: '1000/15m',
    LIMIT_RECOVERY_IP: '1000/15m',
    LIMIT_RECOVERY_STEPS_IP: '1000/15m',
    LIMIT_RATING_IP: '1000/15m',
    // With REDIS_URL the counters live in Redis and outlast this run: each run counts under its own
    // keys, so an earlier run on the same machine (contact messages are 5 an hour) never spills over.
    REDIS_KEY_PREFIX: `e2e:${randomBytes(6).toString('hex')}:`,
    // The outbox really sends, to the in-process SMTP server and SMS provider, and looks often.
    SMTP_URL: mailbox.smtpUrl,
    SMS_API_URL: smsInbox.smsApiUrl,
    OUTBOX_INTERVAL: '200ms',
  };
  // Browser journeys always run on a private embedded database, whatever the suite's DATABASE_URL.
  delete env.DATABASE_URL;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, server, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailbox.dir);
  project.provide('smsDir', smsInbox.dir);
  project.provide('partnerStore', partnerStore);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => {
      if (server.exitCode !== null) done(undefined);
      else server.once('exit', done);
    });
    await mailbox.stop();
    await smsInbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
