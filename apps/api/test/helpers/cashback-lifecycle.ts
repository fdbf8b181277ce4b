// Moving a test's cashback along its lifecycle without waiting for the carência: the same release and
// expiry the scheduled job runs (src/lifecycle), at a chosen instant.
import type { FastifyInstance } from 'fastify';
import { runLifecycle, type LifecycleRun } from '../../src/lifecycle/lifecycle.ts';
import { releaseDue } from '../../src/lifecycle/release.ts';

const DAY_MS = 86_400_000;

/** Releases every pending credit, as if the carência had passed, and expires nothing. */
export function releaseAllPending(app: FastifyInstance): Promise<number> {
  return releaseDue(app.database.db, new Date(Date.now() + 3650 * DAY_MS));
}

/** The release and expiry as the job would run them `days` from now. */
export function runLifecycleIn(app: FastifyInstance, days: number): Promise<LifecycleRun> {
  return runLifecycle(app.database.db, new Date(Date.now() + days * DAY_MS));
}
