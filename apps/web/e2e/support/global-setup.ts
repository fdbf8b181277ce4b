// Starts the real API, serving the built app, on an embedded PGlite database in a temporary folder, so
// browser journeys run against the whole system exactly as `npm start` runs it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { GENEROUS_LIMIT_SETTING } from '@fidelidade/test-kit/limits';
import {
  apiServerEnv,
  repoRoot,
  startApiServer,
  type ApiServerOptions,
} from '@fidelidade/test-kit/api-server';
import { type AdjustmentOperators, createAdjustmentOperators } from './console-operators.ts';
import { startMailbox } from './mailbox.ts';
import { type PartnerStore, createPartnerStore } from './partner-store.ts';
import { startSmsInbox } from './sms-inbox.ts';

const webDist = join(repoRoot, 'apps/web/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the in-process SMTP server writes the mails the API sends (mailbox.ts). */
    mailDir: string;
    /** Where the local SMS provider writes the SMS the API sends (sms-inbox.ts). */
    smsDir: string;
    /** The store the loyalty journeys post purchases from, with its partner API key. */
    partnerStore: PartnerStore;
    /** The console operators who write and approve the adjustment journey's adjustments. */
    adjustmentOperators: AdjustmentOperators;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @fidelidade/web` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-e2e-'));
  const mailbox = await startMailbox(join(dataDir, 'mails'));
  const smsInbox = await startSmsInbox(join(dataDir, 'sms'));
  const options: ApiServerOptions = {
    dataDir,
    webDist,
    env: {
      // The journeys register and log in many customers from one address, far above a person's pace.
      // The contact form's limit stays as shipped: a journey checks its refusal.
      LIMIT_REGISTRATION_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_LOGIN_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_RECOVERY_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_RECOVERY_STEPS_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_RATING_IP: GENEROUS_LIMIT_SETTING,
      // The statement journeys record purchases months back, as a store catching up would.
      PURCHASE_MAX_AGE: '400d',
      // The outbox really sends, to the in-process SMTP server and SMS provider, and looks often.
      SMTP_URL: mailbox.smtpUrl,
      SMS_API_URL: smsInbox.smsApiUrl,
      OUTBOX_INTERVAL: '200ms',
    },
  };
  const partnerStore = await createPartnerStore(apiServerEnv(options), 'Loja Centro');
  const adjustmentOperators = await createAdjustmentOperators(apiServerEnv(options));
  const server = await startApiServer(options);
  project.provide('baseUrl', server.url);
  project.provide('mailDir', mailbox.dir);
  project.provide('smsDir', smsInbox.dir);
  project.provide('partnerStore', partnerStore);
  project.provide('adjustmentOperators', adjustmentOperators);

  return async () => {
    await server.stop();
    await mailbox.stop();
    await smsInbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
