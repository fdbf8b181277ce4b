// An app for the outbox suites: worker off (the tests deliver by hand), logs captured at info level,
// and (from sms-provider.ts) a small local HTTP server standing in for the SMS provider.
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';

export function useOutboxApp(
  database: DatabaseKind,
  config: () => Partial<Config> = () => ({}),
): { api: TestApp; logs: LogCapture } {
  const logs = captureLogs();
  const api = useTestApp({
    database,
    logStream: logs.stream,
    get config() {
      return { ...testOutboxConfig(), logLevel: 'info' as const, ...config() };
    },
  });
  return { api, logs };
}

export { startSmsProvider, type FakeSmsProvider, type ReceivedSms } from './sms-provider.ts';
