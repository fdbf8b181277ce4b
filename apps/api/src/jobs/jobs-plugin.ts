// The scheduled jobs (DESIGN decision 18; README.md here): with SCHEDULED_JOBS on, the instance joins
// them once the app is ready (after the migrations) and leaves before the database closes.
import fp from 'fastify-plugin';
import { dashboardFoldJob } from './dashboard-fold-job.ts';
import { expiryRemindersJob } from './expiry-reminders-job.ts';
import { lifecycleJob } from './lifecycle-job.ts';
import { Scheduler } from './scheduler.ts';

export interface JobsPluginOptions {
  enabled: boolean;
  /** pg-boss's schema (JOBS_SCHEMA by default). */
  schema: string;
  /** The clock the runs read (tests move it). */
  now: () => Date;
}

export const jobsPlugin = fp<JobsPluginOptions>(
  (app, { enabled, schema, now }, done) => {
    if (enabled) {
      const scheduler = new Scheduler({
        database: app.database,
        schema,
        log: app.log,
        jobs: [
          lifecycleJob(app.database.db, now, app.notices),
          expiryRemindersJob(app.notices),
          dashboardFoldJob(app.database.db),
        ],
      });
      let started: Promise<void> | undefined;
      app.addHook('onReady', async () => {
        started = scheduler.start();
        await started;
      });
      app.addHook('preClose', async () => {
        if (!started) return;
        // A start that failed made the app fail to start, and may have left pg-boss half started.
        await started.catch(() => undefined);
        await scheduler.stop();
      });
    }
    done();
  },
  { name: 'jobs', dependencies: ['database', 'notices'] },
);
