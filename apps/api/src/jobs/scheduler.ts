// The scheduled jobs on pg-boss (DESIGN decision 18; docs/decisions/0015-scheduled-jobs.md), on
// both engines through Database.executeSql: pg-boss keeps its tables in a schema of its own, creates
// and migrates it at start, and sends each cron occurrence once whatever the number of instances. A
// queue of policy `stately` lets one run at a time be active and one wait; a run whose instance
// stopped sending heartbeats (killed, cut off) goes back to the queue and another instance takes it.
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { ScheduledJob } from './scheduled-job.ts';

/** pg-boss's own schema name, beside the app's tables. */
export const JOBS_SCHEMA = 'pgboss';

/** A run that sends no heartbeat for this long is taken as dead and retried elsewhere. */
const HEARTBEAT_SECONDS = 30;
// How often an instance looks for cron occurrences and for runs that lost their heartbeat; below
// pg-boss's defaults, so a release due at midnight starts soon after and a dead run is soon retried.
const CRON_MONITOR_SECONDS = 10;
const SUPERVISE_SECONDS = 20;
/** How long closing waits for a run to stop (it stops between two customers). */
const STOP_TIMEOUT_MS = 30_000;

export interface SchedulerOptions {
  database: Database;
  /** Where pg-boss keeps its tables (JOBS_SCHEMA; tests sharing a server give each app its own). */
  schema: string;
  log: FastifyBaseLogger;
  jobs: readonly ScheduledJob[];
}

export class Scheduler {
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #jobs: readonly ScheduledJob[];
  /** Aborted when the instance closes: a run in progress stops between two of its steps. */
  readonly #closing = new AbortController();

  constructor({ database, schema, log, jobs }: SchedulerOptions) {
    this.#log = log;
    this.#jobs = jobs;
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      backend: database.kind,
      schema,
      cronMonitorIntervalSeconds: CRON_MONITOR_SECONDS,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
    });
    // pg-boss reports what failed in its own loops (a poll while the database is away) as events;
    // unheard, an 'error' event would end the process. Only the message of a warning: its data may
    // carry the statement's values.
    this.#boss.on('error', (error) => {
      log.error({ err: error }, 'scheduled jobs: pg-boss error');
    });
    this.#boss.on('warning', (warning) => {
      log.warn({ warning: warning.message }, 'scheduled jobs: pg-boss warning');
    });
  }

  async start(): Promise<void> {
    await this.#boss.start();
    for (const job of this.#jobs) {
      await this.#boss.createQueue(job.queue, {
        policy: 'stately',
        heartbeatSeconds: HEARTBEAT_SECONDS,
      });
      await this.#boss.schedule(job.queue, job.cron, null, { tz: job.timeZone });
      await this.#boss.work(job.queue, { batchSize: 1 }, (claimed) => this.#run(job, claimed));
    }
  }

  async stop(): Promise<void> {
    this.#closing.abort(new Error('the instance is closing'));
    await this.#boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }

  async #run(job: ScheduledJob, claimed: Job<unknown>[]): Promise<Record<string, number>> {
    const signals = claimed.map((one) => one.signal);
    const signal = AbortSignal.any([this.#closing.signal, ...signals]);
    try {
      const result = await job.run(signal);
      // Most runs find nothing to do: only the ones that changed something are worth a line at info.
      const changed = Object.values(result).some((count) => count > 0);
      this.#log[changed ? 'info' : 'debug']({ job: job.queue, ...result }, 'scheduled job done');
      return result;
    } catch (error) {
      // Cut short by a close or a lost claim: the next run goes on from there.
      if (signal.aborted) this.#log.info({ job: job.queue }, 'scheduled job stopped');
      else this.#log.error({ err: error, job: job.queue }, 'scheduled job failed');
      throw error;
    }
  }
}
