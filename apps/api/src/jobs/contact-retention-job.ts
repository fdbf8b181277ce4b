// The contact messages' retention as a scheduled job (docs/decisions/0022-contact-inbox.md): once a
// day, São Paulo time, one instance erases the messages and replies kept past CONTACT_RETENTION_MONTHS.
// A day's delay on a period of months is nothing, and the run reads one index range.
import { eraseExpiredMessages } from '../contact/retention.ts';
import type { Executor } from '../db/executor.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const CONTACT_RETENTION_QUEUE = 'retencao-mensagens-contato';

export function contactRetentionJob(db: Executor, now: () => Date, months: number): ScheduledJob {
  return {
    queue: CONTACT_RETENTION_QUEUE,
    cron: '30 3 * * *',
    timeZone: 'America/Sao_Paulo',
    run: async (signal) => ({
      mensagensApagadas: await eraseExpiredMessages(db, now(), months, signal),
    }),
  };
}
