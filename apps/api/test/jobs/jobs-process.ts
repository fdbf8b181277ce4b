// API processes that take part in the scheduled jobs (the real server, as test/scale starts it), and
// what the tests read from them: the lifecycle runs each one logged, and the statement of the customer
// due first, which says when a run is under way.
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { openDatabase } from '../../src/db/database.ts';
import { LIFECYCLE_QUEUE } from '../../src/jobs/lifecycle-job.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { sharedEnvironment, startApi, stopApi, type ApiProcess } from '../scale/api-process.ts';
import { processDatabase, type ProcessDatabase } from '../scale/process-database.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { seedDueCredits, type DueCredits, type SeedOptions } from './due-credits.ts';

/** The first cron occurrence after a start, with room for the one after it. */
export const RUN_STARTS_WITHIN_MS = 150_000;

/** Instances on this database with the jobs on, logging each run that changed something. */
export function jobsEnvironment(
  database: ProcessDatabase,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return sharedEnvironment({
    ...database.env,
    SCHEDULED_JOBS: 'true',
    LOG_LEVEL: 'info',
    ...extra,
  });
}

/** Seeds the database with due credits while no API holds it (PGlite is one process at a time). */
export async function seedProcessDatabase(
  database: ProcessDatabase,
  options: SeedOptions,
): Promise<DueCredits> {
  const opened = await openDatabase(database.open);
  try {
    return await seedDueCredits(opened.db, options);
  } finally {
    await opened.close();
  }
}

/** Enough customers that a run is still going when the first one's release shows. */
const MID_RUN_SEED: SeedOptions = { customers: 2000, expiringEvery: 4 };

export interface RunInProgress {
  database: ProcessDatabase;
  due: DueCredits;
  env: NodeJS.ProcessEnv;
  api: ApiProcess;
}

/**
 * A new database of `kind` seeded with due credits, and an API on it with the jobs on, returned once
 * its run is under way; both go in `cleanUps` for the suite to end.
 */
export async function apiInMidRun(
  kind: DatabaseKind,
  cleanUps: (() => Promise<unknown>)[],
): Promise<RunInProgress> {
  const database = await processDatabase(kind);
  cleanUps.push(database.remove);
  const due = await seedProcessDatabase(database, MID_RUN_SEED);
  const env = jobsEnvironment(database);
  const api = await startApi(env);
  cleanUps.push(() => stopApi(api));
  await waitForFirstRelease(api, due);
  return { database, due, env, api };
}

export interface LoggedRun {
  liberados: number;
  expirados: number;
}

/** The process's log lines, parsed; anything else it printed is skipped. */
function logLines(api: ApiProcess): Record<string, unknown>[] {
  return api
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The lifecycle runs the process logged as done (at info, those that changed something). */
export function finishedRuns(api: ApiProcess): LoggedRun[] {
  return logLines(api)
    .filter((line) => line.msg === 'scheduled job done' && line.job === LIFECYCLE_QUEUE)
    .map((line) => ({ liberados: Number(line.liberados), expirados: Number(line.expirados) }));
}

/** How many lifecycle runs the process logged as failed. */
export function failedRuns(api: ApiProcess): number {
  return logLines(api).filter(
    (line) => line.msg === 'scheduled job failed' && line.job === LIFECYCLE_QUEUE,
  ).length;
}

export const total = (runs: readonly LoggedRun[], field: keyof LoggedRun) =>
  runs.reduce((sum, run) => sum + run[field], 0);

/** Resolves once a run has released the cashback of the customer due first (seen in their statement). */
export async function waitForFirstRelease(api: ApiProcess, due: DueCredits): Promise<void> {
  const client = encryptedClient(api.apiUrl);
  const login = await client.request<Cliente>('POST', '/login', {
    body: { email: due.firstDue.email, senha: due.firstDue.senha },
  });
  if (login.status !== 200) throw new Error(`login failed (${String(login.status)})`);
  const { jwt } = login.envelope.data;
  await waitForValue(
    async () => {
      const statement = await client.request<Extrato>('GET', '/extrato', { jwt });
      return statement.envelope.data.pendenteCentavos === 0 ? true : undefined;
    },
    () => `no run has released the first credit yet:\n${api.output()}`,
    { timeout: RUN_STARTS_WITHIN_MS, interval: 100 },
  );
}

/** Resolves once the process has logged a finished run that changed something. */
export function waitForFinishedRun(api: ApiProcess, timeout = RUN_STARTS_WITHIN_MS): Promise<true> {
  return waitForValue(
    () => (finishedRuns(api).length > 0 ? true : undefined),
    () => `no run finished:\n${api.output()}`,
    { timeout, interval: 250 },
  );
}
