// The programme dashboard's fold as a scheduled job (docs/decisions/0021-programme-dashboard.md): every
// minute, São Paulo time, one instance folds the ledger's new entries into the dashboard's summaries
// and counts the members again. A minute with no new entry costs an indexed lookup and that count (an
// index-only scan of the customers' creation dates); the dashboard says up to when its figures go.
import type { Executor } from '../db/executor.ts';
import { foldLedger } from '../programme-dashboard/fold.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const DASHBOARD_FOLD_QUEUE = 'indicadores';

export function dashboardFoldJob(db: Executor): ScheduledJob {
  return {
    queue: DASHBOARD_FOLD_QUEUE,
    cron: '* * * * *',
    timeZone: 'America/Sao_Paulo',
    run: async () => ({ ...(await foldLedger(db)) }),
  };
}
