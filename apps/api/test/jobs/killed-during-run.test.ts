// The API process killed outright (SIGKILL: no close, no cleanup) in the middle of a lifecycle run,
// then started again on the same database: what the killed run did stays done and whole, the restarted
// instance takes the run up again (pg-boss hands the dead run's job back once its heartbeat stops),
// and in the end every due credit was released once and the expired ones expired once, with each
// balance equal to its ledger. On the embedded PGlite folder, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/test-database.ts';
import { startApi, stopApi } from '../scale/api-process.ts';
import { apiInMidRun, RUN_STARTS_WITHIN_MS, waitForFinishedRun } from './jobs-process.ts';
import { expectAllDone, expectConsistent, readLifecycleStateOf } from './lifecycle-state.ts';

const TIMEOUT_MS = 4 * RUN_STARTS_WITHIN_MS;

describe.each(DATABASE_KINDS)('scheduled jobs: API killed during a run, on %s', (kind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'resumes after a restart with nothing done twice and nothing lost',
    async () => {
      const { database, due, env, api: first } = await apiInMidRun(kind, cleanUps);
      first.child.kill('SIGKILL');
      await first.exited;

      // Killed with work left, and what it did is whole: each customer's change is one transaction.
      const afterKill = await readLifecycleStateOf(database.open);
      expect(afterKill.stillDue, first.output()).toBeGreaterThan(0);
      expectConsistent(afterKill);

      const second = await startApi(env);
      cleanUps.push(() => stopApi(second));
      await waitForFinishedRun(second, 2 * RUN_STARTS_WITHIN_MS);
      expect(await stopApi(second), second.output()).toBe(0);

      expectAllDone(await readLifecycleStateOf(database.open), due);
    },
    TIMEOUT_MS,
  );
});
