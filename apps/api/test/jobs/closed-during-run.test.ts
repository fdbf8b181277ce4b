// SIGTERM (a deploy, a scale-down) while a lifecycle run is in progress: the instance stops the run
// between two customers instead of finishing it, closes cleanly (exit code 0, nothing left holding the
// process), and leaves every customer either done or untouched, for the next run to take. On the
// embedded PGlite folder, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/test-database.ts';
import { startApi, stopApi } from '../scale/api-process.ts';
import { processDatabase } from '../scale/process-database.ts';
import {
  jobsEnvironment,
  RUN_STARTS_WITHIN_MS,
  seedProcessDatabase,
  waitForFirstRelease,
} from './jobs-process.ts';
import { expectConsistent, readLifecycleStateOf } from './lifecycle-state.ts';

const CUSTOMERS = 2000;
const EXPIRING_EVERY = 4;

describe.each(DATABASE_KINDS)('scheduled jobs: API stopped during a run, on %s', (kind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'stops the run between two customers and exits cleanly',
    async () => {
      const database = await processDatabase(kind);
      cleanUps.push(database.remove);
      const due = await seedProcessDatabase(database, {
        customers: CUSTOMERS,
        expiringEvery: EXPIRING_EVERY,
      });
      const api = await startApi(jobsEnvironment(database));
      cleanUps.push(() => stopApi(api));
      await waitForFirstRelease(api, due);

      expect(await stopApi(api), api.output()).toBe(0);
      expect(api.output()).toContain('scheduled job stopped');
      const state = await readLifecycleStateOf(database.open);
      expect(state.stillDue).toBeGreaterThan(0);
      expectConsistent(state);
    },
    2 * RUN_STARTS_WITHIN_MS,
  );
});
