// An app for the push transport suites: worker off (the tests deliver by hand), logs captured, Web
// Push through a local push service it trusts, and native push through the FCM stand-in unless a
// suite asks for none. Devices are saved as the subscription route saves them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.ts';
import { saveDevice, type NewDevice } from '../../src/notices/push-devices.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startFcmFake, type FcmFake } from '../helpers/fcm-fake.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { startPushService, type PushService } from '../helpers/push-service.ts';
import { testConfig } from '../helpers/test-config.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';

// Long enough for a first delivery's TLS handshake and key work on a machine busy with a whole test
// run, which a shorter one cut off; only the suite's unanswered push waits it out.
const PUSH_TIMEOUT_MS = 2000;

export interface PushApp {
  api: TestApp;
  logs: LogCapture;
  service: () => PushService;
  fcm: () => FcmFake;
}

export function usePushApp(database: DatabaseKind, { fcm = true } = {}): PushApp {
  const base = testConfig();
  let service: PushService | undefined;
  let fake: FcmFake | undefined;
  beforeAll(async () => {
    service = await startPushService({ applicationServerKey: base.push.vapid.publicKey });
    fake = await startFcmFake();
  });
  afterAll(async () => {
    await service?.close();
    await fake?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the push app is used outside a test');
    return value;
  };
  const logs = captureLogs();
  const api = useTestApp({
    database,
    logStream: logs.stream,
    get pushAgent() {
      return ready(service).agent;
    },
    get config() {
      const { credentialsFile, url } = ready(fake);
      return {
        ...testOutboxConfig(),
        logLevel: 'info' as const,
        push: {
          ...base.push,
          timeoutMs: PUSH_TIMEOUT_MS,
          fcm: fcm ? { credentialsFile, apiUrl: url } : { ...base.push.fcm },
        },
      };
    },
  });
  return { api, logs, service: () => ready(service), fcm: () => ready(fake) };
}

/** Saves the device for the customer and answers its id. */
export async function newDevice(
  app: FastifyInstance,
  clienteId: string,
  device: NewDevice,
): Promise<string> {
  await saveDevice(app.database.db, clienteId, device, new Date());
  const endereco = 'web' in device ? device.web.endpoint : device.nativo.token;
  const { id } = await app.database.db
    .selectFrom('inscricoes_push')
    .select('id')
    .where('endereco', '=', endereco)
    .executeTakeFirstOrThrow();
  return id;
}
