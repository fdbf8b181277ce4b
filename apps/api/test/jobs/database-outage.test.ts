// The database cuts the API's connections (pg_terminate_backend, what a failover or a restart of the
// server does to its clients) in the middle of a lifecycle run: the run fails on the lost connection,
// the API stays up, a later run finishes the work, and nothing was done twice or lost. PostgreSQL only:
// the embedded database has no connection to lose.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { stopApi } from '../scale/api-process.ts';
import { POSTGRES_URL } from '../scale/scratch-database.ts';
import {
  apiInMidRun,
  failedRuns,
  RUN_STARTS_WITHIN_MS,
  waitForFinishedRun,
} from './jobs-process.ts';
import { expectAllDone, readLifecycleStateOf } from './lifecycle-state.ts';

const CUT_WITHIN_MS = 30_000;

/** Ends every connection to the database but the caller's own; how many it ended. */
async function cutConnections(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ ended: number }>(
    `select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()) cut`,
    [database],
  );
  return rows[0]?.ended ?? 0;
}

describe.skipIf(!POSTGRES_URL)('scheduled jobs: connections cut during a run', () => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'fails the run, and a later run finishes the work with nothing done twice',
    async () => {
      const { database, due, api } = await apiInMidRun('postgres', cleanUps);
      if (database.open.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
      const name = new URL(database.open.url).pathname.slice(1);

      // Cut again until the run notices: between two customers it may just open a new connection.
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await waitForValue(
          async () => {
            await cutConnections(admin, name);
            return failedRuns(api) > 0 ? true : undefined;
          },
          () => `the run did not fail:\n${api.output()}`,
          { timeout: CUT_WITHIN_MS, interval: 100 },
        );
      } finally {
        await admin.end();
      }

      await waitForFinishedRun(api, 2 * RUN_STARTS_WITHIN_MS);
      expect(api.child.exitCode).toBeNull();
      expect(await stopApi(api), api.output()).toBe(0);
      expectAllDone(await readLifecycleStateOf(database.open), due);
    },
    4 * RUN_STARTS_WITHIN_MS,
  );
});
