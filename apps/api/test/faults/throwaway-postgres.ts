// A PostgreSQL server of the test's own (faults): a fresh cluster in a temporary folder on a free
// port, that the test really stops (`pg_ctl stop -m immediate`, a crash as far as clients can tell) and
// starts again, without touching the shared server other tests use. PostgreSQL refuses to run as root, so
// under root (CI) the server's programs run as the `postgres` OS user.
import { execFile, execFileSync } from 'node:child_process';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync, realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SERVER_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
const START_TIMEOUT_S = 60;

const hasServerPrograms = (dir: string) =>
  SERVER_PROGRAMS.every((program) => existsSync(join(dir, program)));

function pgConfigBinDir(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** Where initdb, pg_ctl and postgres are: PG_BIN_DIR, pg_config's answer, or initdb found on PATH. */
function findBinDir(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && existsSync(join(dir, 'initdb')))
    .map((dir) => dirname(realpathSync(join(dir, 'initdb'))));
  return [process.env.PG_BIN_DIR, pgConfigBinDir(), ...onPath].find(
    (dir): dir is string => dir !== undefined && hasServerPrograms(dir),
  );
}

interface OsUser {
  uid: number;
  gid: number;
}

function postgresOsUser(): OsUser | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

const runningAsRoot = process.getuid?.() === 0;
const binDir = findBinDir();
const osUser = runningAsRoot ? postgresOsUser() : undefined;

/** Why a throwaway server cannot run here, or undefined when it can. */
export const throwawayPostgresSkipReason: string | undefined = !binDir
  ? 'the PostgreSQL server programs (initdb, pg_ctl, postgres) were not found: install PostgreSQL or set PG_BIN_DIR'
  : runningAsRoot && !osUser
    ? 'running as root, and PostgreSQL refuses root: a `postgres` OS user is needed'
    : undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Kills the server the way a crash or a pulled plug would (immediate shutdown, no checkpoint). */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port (it recovers from its WAL first). */
  start(): Promise<void>;
  /** The server's own log, for failure messages. */
  log(): Promise<string>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!binDir) throw new Error(throwawayPostgresSkipReason);
  const folder = await mkdtemp(join(tmpdir(), 'fidelidade-pg-'));
  if (osUser) await chown(folder, osUser.uid, osUser.gid);
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  const port = await freePort();
  const pgProgram = async (program: string, args: string[]) => {
    const path = join(binDir, program);
    const [command, commandArgs] = osUser
      ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
      : [path, args];
    await run(command, commandArgs, { cwd: folder });
  };
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  let running = false;

  await pgProgram('initdb', [
    ...['-D', dataDir, '-A', 'trust', '-U', 'postgres'],
    ...['-E', 'UTF8', '--no-locale', '--no-sync'],
  ]);
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgProgram('pg_ctl', [
        ...['-D', dataDir, '-o', serverOptions, '-l', logFile],
        ...['-w', '-t', String(START_TIMEOUT_S), 'start'],
      ]);
      running = true;
    },
    async stop() {
      await pgProgram('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    async destroy() {
      if (running) await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
