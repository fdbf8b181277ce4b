// The expiry reminders as a scheduled job (DESIGN decisions 17 and 18): every hour, São Paulo time, one
// instance writes the "expira em 30 dias" and "em 7 dias" notices that fell due, and nudges the
// notices worker to send them. Expiries fall at 00:00 São Paulo time, so the first run of a day finds
// that day's reminders.
import type { Notices } from '../notices/notices.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const EXPIRY_REMINDERS_QUEUE = 'lembretes-expiracao';

export function expiryRemindersJob(notices: Notices): ScheduledJob {
  return {
    queue: EXPIRY_REMINDERS_QUEUE,
    cron: '0 * * * *',
    timeZone: 'America/Sao_Paulo',
    run: async () => {
      const written = await notices.remindExpiries();
      notices.nudge();
      return written;
    },
  };
}
