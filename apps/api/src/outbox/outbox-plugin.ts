// The outbox as `app.outbox` (DESIGN decision 11; usage in README.md). The transports follow the
// configuration (SMTP_URL, SMS_API_URL); the worker runs when OUTBOX_WORKER is on, starts when the app
// is ready and stops before the database closes.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { Outbox } from './outbox.ts';
import type { OutboxChannel } from './tables.ts';
import { smsTransport, smtpTransport, type Transport } from './transports.ts';
import { NudgedWorker } from '../jobs/nudged-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  config: Pick<Config, 'mail' | 'sms' | 'outbox'>;
  now: () => Date;
}

function transportsOf(config: OutboxPluginOptions['config']) {
  const transports: Partial<Record<OutboxChannel, Transport>> = {};
  if (config.mail.smtpUrl) transports.email = smtpTransport(config.mail.smtpUrl, config.mail.from);
  if (config.sms.apiUrl) transports.sms = smsTransport(config.sms.apiUrl, config.sms.apiToken);
  return transports;
}

export const outboxPlugin = fp<OutboxPluginOptions>(
  (app, { config, now }, done) => {
    const transports = transportsOf(config);
    const outbox = new Outbox({
      db: app.database.db,
      transports,
      retryBaseMs: config.outbox.retryBaseMs,
      now,
      log: app.log,
    });
    app.decorate('outbox', outbox);
    if (config.outbox.worker) {
      const worker = new NudgedWorker(
        'outbox',
        () => outbox.deliverDue(),
        config.outbox.intervalMs,
        app.log,
      );
      outbox.onEnqueue = () => {
        worker.nudge();
      };
      app.addHook('onReady', (ready) => {
        worker.start();
        ready();
      });
      app.addHook('preClose', () => worker.stop());
    }
    app.addHook('onClose', (_app, closed) => {
      for (const transport of Object.values(transports)) transport.close?.();
      closed();
    });
    done();
  },
  { name: 'outbox', dependencies: ['database'] },
);
