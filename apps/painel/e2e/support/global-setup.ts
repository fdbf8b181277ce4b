// Starts the real API, serving the built console, on an embedded PGlite database in a temporary
// folder, with the journeys' operators created beforehand: the console exactly as `npm start` runs it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  apiServerEnv,
  repoRoot,
  startApiServer,
  type ApiServerOptions,
} from '@fidelidade/test-kit/api-server';
import { GENEROUS_LIMIT_SETTING } from '@fidelidade/test-kit/limits';
import { startMailbox } from '../../../web/e2e/support/mailbox.ts';
import { createOperators, type JourneyOperator, type JourneyOperatorName } from './operators.ts';
import { seedSupport, type SupportSeed } from './support-seed.ts';

const painelDist = join(repoRoot, 'apps/painel/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    operators: Record<JourneyOperatorName, JourneyOperator>;
    support: SupportSeed;
    /** Where the in-process SMTP server writes the mails the API sends (web's e2e mailbox.ts). */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(painelDist, 'index.html'))) {
    throw new Error('apps/painel/dist is missing: run `npm run build -w @fidelidade/painel` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fidelidade-painel-e2e-'));
  const mailbox = await startMailbox(join(dataDir, 'mails'));
  const options: ApiServerOptions = {
    dataDir,
    webDist: join(repoRoot, 'apps/web/dist'),
    env: {
      PAINEL_DIST: painelDist,
      // The support journeys register and sign in customers from one address, above a person's pace.
      LIMIT_REGISTRATION_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_LOGIN_IP: GENEROUS_LIMIT_SETTING,
      LIMIT_RATING_IP: GENEROUS_LIMIT_SETTING,
      // The outbox really sends, to the in-process SMTP server (the contact inbox's replies).
      SMTP_URL: mailbox.smtpUrl,
      OUTBOX_INTERVAL: '200ms',
    },
  };
  const support = await seedSupport(apiServerEnv(options));
  const operators = await createOperators(apiServerEnv(options), support.store.id, {
    'indicadoresloja-1280': support.dashboardStores['1280'].id,
    'indicadoresloja-768': support.dashboardStores['768'].id,
  });
  const server = await startApiServer(options);
  project.provide('baseUrl', server.url);
  project.provide('operators', operators);
  project.provide('support', support);
  project.provide('mailDir', mailbox.dir);

  return async () => {
    await server.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
