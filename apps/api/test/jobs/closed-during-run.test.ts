// SIGTERM (a deploy, a scale-down) while a lifecycle run is in progress: the instance stops the run
// between two customers instead of finishing it, closes cleanly (exit code 0, nothing left holding the
// process), and leaves every customer either done or untouched, for the next run to take. On the
// embedded PGlite folder, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/test-database.ts';
import { stopApi } from '../scale/api-process.ts';
import { apiInMidRun, RUN_STARTS_WITHIN_MS } from './jobs-process.ts';
import { expectConsistent, readLifecycleStateOf } from './lifecycle-state.ts';

describe.each(DATABASE_KINDS)('scheduled jobs: API stopped during a run, on %s', (kind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'stops the run between two customers and exits cleanly',
    async () => {
      const { database, api } = await apiInMidRun(kind, cleanUps);

      expect(await stopApi(api), api.output()).toBe(0);
      expect(api.output()).toContain('scheduled job stopped');
      const state = await readLifecycleStateOf(database.open);
      expect(state.stillDue).toBeGreaterThan(0);
      expectConsistent(state);
    },
    2 * RUN_STARTS_WITHIN_MS,
  );
});
