// Two API processes with the scheduled jobs on, on one PostgreSQL database, as behind a load balancer:
// each cron occurrence becomes one run, taken by one of them, so between them they log no more runs
// than minutes went by, the credits their runs report add up to exactly those that were due, and the
// database ends with every due credit released once, the expired ones expired once, and each balance
// equal to its ledger.
import { afterAll, describe, expect, it } from 'vitest';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { startApi, stopApi, type ApiProcess } from '../scale/api-process.ts';
import { processDatabase } from '../scale/process-database.ts';
import { POSTGRES_URL } from '../scale/scratch-database.ts';
import {
  finishedRuns,
  jobsEnvironment,
  RUN_STARTS_WITHIN_MS,
  seedProcessDatabase,
  total,
} from './jobs-process.ts';
import { expectAllDone, readLifecycleStateOf } from './lifecycle-state.ts';

const CUSTOMERS = 1000;
const EXPIRING_EVERY = 4;
const MINUTE_MS = 60_000;

describe.skipIf(!POSTGRES_URL)('scheduled jobs: two API instances on one PostgreSQL', () => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'run each occurrence once between them, releasing and expiring each due credit once',
    async () => {
      const database = await processDatabase('postgres');
      cleanUps.push(database.remove);
      const due = await seedProcessDatabase(database, {
        customers: CUSTOMERS,
        expiringEvery: EXPIRING_EVERY,
      });
      // At debug, the runs that found nothing to do are logged too.
      const env = jobsEnvironment(database, { LOG_LEVEL: 'debug' });
      const startedAt = Date.now();
      const instances: ApiProcess[] = [];
      for (const started of await Promise.all([startApi(env), startApi(env)])) {
        instances.push(started);
        cleanUps.push(() => stopApi(started));
      }
      const runs = () => instances.flatMap(finishedRuns);

      await waitForValue(
        () => (total(runs(), 'liberados') >= due.releases ? true : undefined),
        () => `the runs have not released every due credit yet: ${JSON.stringify(runs())}`,
        { timeout: 2 * RUN_STARTS_WITHIN_MS, interval: 250 },
      );
      for (const instance of instances) {
        expect(await stopApi(instance), instance.output()).toBe(0);
      }
      const stoppedAt = Date.now();

      const logged = runs();
      expect(total(logged, 'liberados')).toBe(due.releases);
      expect(total(logged, 'expirados')).toBe(due.expiries);
      // The occurrence due when the first pass ran, and one for each minute that began since.
      const occurrences = Math.floor(stoppedAt / MINUTE_MS) - Math.floor(startedAt / MINUTE_MS) + 1;
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.length).toBeLessThanOrEqual(occurrences);
      expectAllDone(await readLifecycleStateOf(database.open), due);
    },
    3 * RUN_STARTS_WITHIN_MS,
  );
});
