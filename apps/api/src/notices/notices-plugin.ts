// The service notices as `app.notices` (DESIGN decision 17; README.md here). With NOTICES_WORKER on,
// the instance's worker writes and sends them every NOTICES_INTERVAL and soon after a nudge; it starts
// when the app is ready and stops before the database closes. Several instances may run it at once.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { NudgedWorker } from '../jobs/nudged-worker.ts';
import { Notices } from './notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

export interface NoticesPluginOptions {
  config: Pick<Config, 'notices'>;
  now: () => Date;
}

export const noticesPlugin = fp<NoticesPluginOptions>(
  (app, { config, now }, done) => {
    const notices = new Notices({
      db: app.database.db,
      outbox: app.outbox,
      rules: app.programmeRules,
      now,
    });
    app.decorate('notices', notices);
    if (config.notices.worker) {
      const worker = new NudgedWorker(
        'notices',
        () => notices.runDue(),
        config.notices.intervalMs,
        app.log,
      );
      notices.onNudge = () => {
        worker.nudge();
      };
      app.addHook('onReady', (ready) => {
        worker.start();
        ready();
      });
      app.addHook('preClose', () => worker.stop());
    }
    done();
  },
  { name: 'notices', dependencies: ['database', 'outbox', 'programme-rules'] },
);
