// The cashback lifecycle as a scheduled job (DESIGN decisions 15 and 18;
// docs/decisions/0015-scheduled-jobs.md): every minute, São Paulo time, one instance releases and
// expires what is due. Credits become due at 00:00 São Paulo time, so a minute's delay is the most a
// customer waits; a minute with nothing due costs two indexed lookups.
import type { Executor } from '../db/executor.ts';
import { runLifecycle } from '../lifecycle/lifecycle.ts';
import type { Notices } from '../notices/notices.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const LIFECYCLE_QUEUE = 'ciclo-cashback';

export function lifecycleJob(db: Executor, now: () => Date, notices: Notices): ScheduledJob {
  return {
    queue: LIFECYCLE_QUEUE,
    cron: '* * * * *',
    timeZone: 'America/Sao_Paulo',
    run: async (signal) => {
      const run = await runLifecycle(db, now(), signal);
      // Releases and expiries wrote their notices; the notices worker sends them.
      if (run.liberados + run.expirados > 0) notices.nudge();
      return { ...run };
    },
  };
}
