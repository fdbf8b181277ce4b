// Every limit is one LIMIT_* variable (`<count>/<window>`), validated at start-up, and .env.example
// lists each with its real default.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../src/config.ts';
import { parseRateLimit, type RateLimit } from '../../src/limits/rate-rule.ts';

const VARIABLES: Record<string, (config: Config) => RateLimit> = {
  LIMIT_LOGIN_IP: (c) => c.limits.loginIp,
  LIMIT_LOGIN_FAILURES: (c) => c.limits.loginFailures,
  LIMIT_LOGIN_ACCOUNT_FAILURES: (c) => c.limits.loginAccountFailures,
  LIMIT_REGISTRATION_IP: (c) => c.limits.registrationIp,
  LIMIT_REGISTRATION_ACCOUNT: (c) => c.limits.registrationAccount,
  LIMIT_PROFILE_ACCOUNT: (c) => c.limits.profileAccount,
  LIMIT_RECOVERY_IP: (c) => c.limits.recoveryIp,
  LIMIT_RECOVERY_EMAIL: (c) => c.limits.recoveryEmail,
  LIMIT_RECOVERY_STEPS_IP: (c) => c.limits.recoveryStepsIp,
  LIMIT_CONTACT_IP: (c) => c.limits.contactIp,
  LIMIT_RATING_IP: (c) => c.limits.ratingIp,
  LIMIT_PARTNER_KEY: (c) => c.limits.partnerKey,
};

function envExampleLimits(): Map<string, string> {
  const text = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
  return new Map(
    [...text.matchAll(/^(LIMIT_[A-Z_]+)=(\S+)$/gm)].map(([, name, value]) => [
      name ?? '',
      value ?? '',
    ]),
  );
}

describe('limit configuration', () => {
  it('reads each LIMIT_* variable into its own limit', () => {
    for (const [name, limitOf] of Object.entries(VARIABLES)) {
      const config = loadConfig({ [name]: '7/3m' });
      expect(limitOf(config), name).toEqual({ limit: 7, windowMs: 180_000 });
      const others = Object.entries(VARIABLES).filter(([other]) => other !== name);
      for (const [other, otherOf] of others) {
        expect(otherOf(config), `${name} changed ${other}`).toEqual(otherOf(loadConfig({})));
      }
    }
  });

  it('lists every limit in .env.example with its real default', () => {
    const listed = envExampleLimits();
    expect([...listed.keys()].sort()).toEqual(Object.keys(VARIABLES).sort());
    const defaults = loadConfig({});
    for (const [name, value] of listed) {
      expect(parseRateLimit(value), name).toEqual(VARIABLES[name]?.(defaults));
    }
  });

  it('names every malformed or zero limit at start-up', () => {
    const env = Object.fromEntries(
      Object.keys(VARIABLES).map((name, i) => [name, i % 2 === 0 ? '10 por minuto' : '0/1m']),
    );
    let problems: string[] = [];
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) problems = [...error.problems];
    }
    expect(problems.sort()).toEqual(
      Object.keys(VARIABLES)
        .map((name) => `${name}: use <quantidade>/<janela> (ex.: 10/15m)`)
        .sort(),
    );
  });

  it('refuses the retired LIMIT_LOGIN_EMAIL, which counted right passwords too', () => {
    expect(() => loadConfig({ LIMIT_LOGIN_EMAIL: '10/15m' })).toThrow(
      'Configuração inválida:\n  - LIMIT_LOGIN_EMAIL: substituída por LIMIT_LOGIN_FAILURES (só senhas erradas)',
    );
  });
});
