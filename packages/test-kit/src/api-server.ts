// Starts the real API (apps/api/src/server.ts) in a child process on a free port, on an embedded PGlite
// database, serving a built web app and operator console, and waits until it listens: the journeys'
// servers (apps/web/e2e and apps/painel/e2e global setups) and the ones a test starts for itself, on a
// web build of its own (apps/web/e2e/deploy.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface ApiServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  /** The embedded database's folder (DATA_DIR). */
  dataDir: string;
  /** The built web app the API serves (WEB_DIST). */
  webDist: string;
  /** More settings of apps/api/src/config.ts. */
  env?: NodeJS.ProcessEnv;
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

/**
 * Resolves once the server prints that it listens (server.ts writes its URL after `listen`), so
 * nothing polls it; rejects if it exits first or takes longer than a cold start on a slow machine.
 */
function listening(server: ChildProcess, output: () => string): Promise<void> {
  return new Promise((done, fail) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      server.stdout?.off('data', onOutput);
      server.off('exit', onExit);
      if (error) fail(error);
      else done();
    };
    const onOutput = () => {
      if (output().includes('Fidelidade rodando em ')) finish();
    };
    const onExit = () => {
      finish(new Error(`API exited early:\n${output()}`));
    };
    const timer = setTimeout(() => {
      finish(new Error(`API did not start listening:\n${output()}`));
    }, 90_000);
    server.stdout?.on('data', onOutput);
    server.once('exit', onExit);
  });
}

/** The environment the API runs with (its port aside): what configures its database too. */
export function apiServerEnv({ dataDir, webDist, env = {} }: ApiServerOptions): NodeJS.ProcessEnv {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // With REDIS_URL the counters live in Redis and outlast this run: each server counts under its own
    // keys, so an earlier run on the same machine (LIMIT_CONTACT_IP caps contact messages) never spills over.
    REDIS_KEY_PREFIX: `e2e:${randomBytes(6).toString('hex')}:`,
    ...env,
  };
  // Browser journeys always run on a private embedded database, whatever the suite's DATABASE_URL.
  delete serverEnv.DATABASE_URL;
  return serverEnv;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
    {
      cwd: repoRoot,
      env: { ...apiServerEnv(options), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await listening(server, () => log);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => {
        if (server.exitCode !== null || server.signalCode !== null) done(undefined);
        else server.once('exit', done);
      });
    },
  };
}
