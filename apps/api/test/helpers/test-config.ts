// The configuration tests start from: what an empty environment gives, quiet logs, no web app unless a
// test provides one, then the test's own overrides.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: join(tmpdir(), 'fidelidade-no-web-dist'),
    ...overrides,
  };
}
