// What a scheduled job is to the scheduler (scheduler.ts): a queue of its own, when it runs, and the
// work of one run.

export interface ScheduledJob {
  /** The pg-boss queue, one per job. */
  queue: string;
  /** Cron expression, read in `timeZone`. */
  cron: string;
  timeZone: string;
  /**
   * One run. It must be safe to run twice at once and to run again after being cut anywhere (the
   * exactly-once argument of docs/decisions/0015-scheduled-jobs.md), and it stops soon once `signal`
   * aborts. It answers how many things of each kind it changed: kept with the job and logged, so
   * never personal data.
   */
  run(signal: AbortSignal): Promise<Record<string, number>>;
}
