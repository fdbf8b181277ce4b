// The outbox as `app.outbox` (DESIGN decision 11; usage in README.md). The transports follow the
// configuration (SMTP_URL, SMS_API_URL, the VAPID keys, FCM_CREDENTIALS_FILE); the worker runs when
// OUTBOX_WORKER is on, starts when the app is ready and stops before the database closes.
import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Executor } from '../db/executor.ts';
import { fcmSender, readServiceAccount } from '../notices/push/fcm-sender.ts';
import { pushTransport } from '../notices/push/push-transport.ts';
import { webPushSender } from '../notices/push/web-push-sender.ts';
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
  config: Pick<Config, 'mail' | 'sms' | 'outbox' | 'push'>;
  now: () => Date;
  /** The agent Web Push requests go through (BuildOptions.pushAgent). */
  pushAgent?: Agent | undefined;
}

function transportsOf(
  { config, pushAgent }: OutboxPluginOptions,
  db: Executor,
  log: FastifyBaseLogger,
): Partial<Record<OutboxChannel, Transport>> {
  const transports: Partial<Record<OutboxChannel, Transport>> = {};
  if (config.mail.smtpUrl) transports.email = smtpTransport(config.mail.smtpUrl, config.mail.from);
  if (config.sms.apiUrl) transports.sms = smsTransport(config.sms.apiUrl, config.sms.apiToken);
  // Web Push needs only the VAPID keys, which always exist; native push needs a Firebase account.
  const { fcm, timeoutMs } = config.push;
  transports.push = pushTransport({
    db,
    web: webPushSender({ push: config.push, agent: pushAgent }),
    native: fcm.credentialsFile
      ? fcmSender({
          account: readServiceAccount(fcm.credentialsFile),
          apiUrl: fcm.apiUrl,
          timeoutMs,
        })
      : undefined,
    log,
  });
  return transports;
}

export const outboxPlugin = fp<OutboxPluginOptions>(
  (app, options, done) => {
    const { config, now } = options;
    const transports = transportsOf(options, app.database.db, app.log);
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
