// Runs a server of the bench in its own Node.js process (the API apart from the load
// generator), waits for the line it prints when it listens, and stops it by its own pid. The server is
// first built to plain JavaScript the way production runs the API (apps/api/scripts/build.ts), so
// neither its speed nor its memory includes a TypeScript loader.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_DIST, buildApi } from '../../apps/api/scripts/build.ts';
import { READY_PREFIX } from './ready.ts';

export interface ChildServer<T> {
  pid: number;
  /** The JSON the server sent with its ready line (its URL and fixtures). */
  ready: T;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

function waitForReady<T>(child: ChildProcess, errors: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in time:\n${errors.join('')}`));
    }, START_TIMEOUT_MS);
    if (!child.stdout) throw new Error('child has no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(READY_PREFIX)) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY_PREFIX.length)) as T);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before it was ready:\n${errors.join('')}`));
    });
  });
}

/** BENCH_NODE_ARGS, split into flags. */
export function benchNodeArgs(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/**
 * `script` is relative to bench/servers; `env` is added to this process's environment; `nodeArgs` are
 * Node.js flags for the server (BENCH_NODE_ARGS when not given).
 */
export async function startServer<T>(
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = benchNodeArgs(),
): Promise<ChildServer<T>> {
  const name = `bench-${script.replace(/\.ts$/, '')}`;
  await buildApi({ [name]: fileURLToPath(new URL(`../servers/${script}`, import.meta.url)) });
  const child = spawn(process.execPath, [...nodeArgs, `${API_DIST}${name}.js`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => {
    errors.push(chunk.toString());
    if (errors.length > 50) errors.shift();
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  try {
    const ready = await waitForReady<T>(child, errors);
    if (child.pid === undefined) throw new Error('server has no pid');
    return {
      pid: child.pid,
      ready,
      async stop() {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
}
