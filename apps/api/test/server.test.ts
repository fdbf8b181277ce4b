// The real start-up path: the API built to dist/server.js (scripts/build.ts) and started as `npm start`
// starts it, with plain node, from another working directory and with nothing in the environment but
// a free port and a private data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { API_DIST, buildApi } from '../scripts/build.ts';
import { API_NODE_FLAGS } from '../scripts/node-flags.ts';

const serverPath = join(API_DIST, 'server.js');
/**
 * A first start applies every migration to a new embedded database, in WebAssembly: on a busy machine
 * that outlasts the suite's default timeout, so a start test has one of its own, past the URL's wait.
 */
const URL_WAIT = 80_000;
const START_TIMEOUT = 90_000;
const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-server-'));
beforeAll(() => buildApi(), 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, serverPath], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => {
      done(code);
    });
  });
  return { child, output: () => output, exited };
}

async function printedUrl(server: Started): Promise<URL> {
  const printed = await waitForValue(
    () => {
      const match = /Fidelidade rodando em (http:\/\/\S+)/.exec(server.output());
      // An exited server will print nothing more: stop waiting.
      return match?.[1] ?? (server.child.exitCode !== null ? null : undefined);
    },
    () => 'no URL yet',
    { timeout: URL_WAIT, interval: 100 },
  ).catch(() => null);
  if (printed) return new URL(printed);
  server.child.kill('SIGKILL');
  throw new Error(`the server did not print its URL:\n${server.output()}`);
}

describe('dist/server.js', () => {
  it(
    'starts without configuration, prints its URL, answers, and stops on SIGTERM',
    async () => {
      const server = start({ PORT: '0', DATA_DIR: dataDir });
      const url = await printedUrl(server);
      expect(url.hostname).toBe('localhost');
      const response = await fetch(`http://127.0.0.1:${url.port}/api/saude`);
      expect(response.status).toBe(200);
      expect(server.output()).toContain('0001_schema_migrations');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    START_TIMEOUT,
  );

  it(
    'keeps its embedded database between runs and applies no migration twice',
    async () => {
      const server = start({ PORT: '0', DATA_DIR: dataDir });
      const url = await printedUrl(server);
      expect((await fetch(`http://127.0.0.1:${url.port}/api/saude`)).status).toBe(200);
      expect(server.output()).not.toContain('migrations applied');
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    },
    START_TIMEOUT,
  );

  it('refuses to start on a bad configuration, naming each bad variable', async () => {
    const server = start({ PORT: 'oitenta', NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Configuração inválida');
    for (const name of ['PORT', 'ENCRYPTION_SECRET', 'JWT_SECRET', 'SMTP_URL', 'SMS_API_URL']) {
      expect(output).toContain(name);
    }
  });
});

describe('the flags the API runs with', () => {
  it('are the same for npm start and the container', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} dist/server.js`);
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const cmd = ['node', ...API_NODE_FLAGS, 'apps/api/dist/server.js'];
    expect(dockerfile).toContain(`CMD ${JSON.stringify(cmd).replaceAll(',', ', ')}`);
  });
});
