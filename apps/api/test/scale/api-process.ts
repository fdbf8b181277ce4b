// API instances as separate processes ("at scale"): src/server.ts run by Node with tsx, exactly
// as `npm start` runs it, in production mode with the secrets set, on a free port it prints at start-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { productionEnvironment } from '../helpers/production-environment.ts';

const apiDir = resolve(import.meta.dirname, '../..');

/**
 * The environment every instance of one test shares: same secrets, so any of them accepts a token.
 * The scheduled jobs stay off unless a test turns them on (the jobs' own tests).
 */
export function sharedEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    ...productionEnvironment(),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: resolve(apiDir, 'test/scale/no-web-dist'),
    OUTBOX_INTERVAL: '200ms',
    SCHEDULED_JOBS: 'false',
    ...extra,
  };
}

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  apiUrl: string;
  /** Everything the process wrote so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Runs a script of apps/api (src/server.ts, scripts/loja-criar.ts…) under tsx. */
export function runTs(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = runTs('src/server.ts', [], env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => {
      done(code);
    });
  });
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /rodando em (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        done(match[1]);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        fail(new Error(`API exited at start-up:\n${output}`));
      }
    }, 50);
  });
  const prefix = env.API_PREFIX ?? '/api';
  return { child, baseUrl, apiUrl: `${baseUrl}${prefix}`, output: () => output, exited };
}

/** Stops an instance with SIGTERM (what a container runtime sends) and waits for it. */
export async function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null) api.child.kill('SIGTERM');
  return api.exited;
}

/** `npm run loja:criar` against the same database: creates a store and returns its API key. */
export async function createStore(env: NodeJS.ProcessEnv, nome: string): Promise<string> {
  const child = runTs('scripts/loja-criar.ts', [nome], env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const key = /chave: (\S+)/.exec(output)?.[1];
  if (code !== 0 || !key) throw new Error(`loja:criar failed (${code}):\n${output}`);
  return key;
}
