// The configuration tests start from: what an empty environment gives, quiet logs, no web app unless a
// test provides one, no scheduled jobs (a run in the background would change balances under a test's
// feet; the jobs' own tests turn them on), then the test's own overrides.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: join(tmpdir(), 'fidelidade-no-web-dist'),
    scheduledJobs: false,
    ...overrides,
  };
}
