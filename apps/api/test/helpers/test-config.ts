// The configuration tests start from: what an empty environment gives, quiet logs, no web app nor console
// unless a test provides one, no scheduled jobs and no notices worker (a run in the background would change
// balances or notices under a test's feet; their own tests turn them on or call them), then the
// test's own overrides.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return {
    ...config,
    webDist: join(tmpdir(), 'fidelidade-no-web-dist'),
    painelDist: join(tmpdir(), 'fidelidade-no-painel-dist'),
    scheduledJobs: false,
    notices: { ...config.notices, worker: false },
    ...overrides,
  };
}
