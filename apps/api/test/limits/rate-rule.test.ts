import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { parseDuration, parseRateLimit } from '../../src/limits/rate-rule.ts';

describe('rate limits in the configuration', () => {
  it.each([
    ['250ms', 250],
    ['30s', 30_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['30d', 2_592_000_000],
  ])('reads the duration %s', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '15', 'm', '0m', '1.5h', '-1m', '15 min', '1w'])(
    'refuses the duration %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('reads <count>/<window>', () => {
    expect(parseRateLimit('10/15m')).toEqual({ limit: 10, windowMs: 900_000 });
    expect(parseRateLimit(' 5/1h ')).toEqual({ limit: 5, windowMs: 3_600_000 });
  });

  it.each(['0/1m', '10', '10/', '/1m', '10/0s', 'dez/1m'])('refuses the limit %j', (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });

  it('has defaults for every limit, the session lifetime and the argon2 cost', () => {
    const config = loadConfig({});
    expect(config.limits).toEqual({
      loginIp: { limit: 30, windowMs: 900_000 },
      loginFailures: { limit: 10, windowMs: 900_000 },
      loginAccountFailures: { limit: 100, windowMs: 3_600_000 },
      registrationIp: { limit: 10, windowMs: 3_600_000 },
      registrationAccount: { limit: 5, windowMs: 3_600_000 },
      recoveryIp: { limit: 20, windowMs: 900_000 },
      recoveryEmail: { limit: 10, windowMs: 900_000 },
      recoveryStepsIp: { limit: 30, windowMs: 900_000 },
      profileAccount: { limit: 20, windowMs: 3_600_000 },
      contactIp: { limit: 5, windowMs: 3_600_000 },
      ratingIp: { limit: 60, windowMs: 900_000 },
      partnerKey: { limit: 6_000, windowMs: 60_000 },
    });
    expect(config.sessionTtlMs).toBe(30 * 86_400_000);
    expect(config.argon2).toEqual({ memoryKib: 19_456, timeCost: 4, parallelism: 1 });
    expect(config.redisKeyPrefix).toBe('fidelidade:');
    expect(config.trustProxy).toBe(false);
  });

  it('reads the variables when set', () => {
    const config = loadConfig({
      LIMIT_LOGIN_FAILURES: '3/1m',
      SESSION_TTL: '12h',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME_COST: '2',
      REDIS_KEY_PREFIX: 'loja:',
      TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
    });
    expect(config.limits.loginFailures).toEqual({ limit: 3, windowMs: 60_000 });
    expect(config.sessionTtlMs).toBe(43_200_000);
    expect(config.argon2).toEqual({ memoryKib: 65_536, timeCost: 2, parallelism: 1 });
    expect(config.redisKeyPrefix).toBe('loja:');
    expect(config.trustProxy).toBe('10.0.0.0/8, 192.168.0.1');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('names every bad variable, and refuses argon2 below the OWASP minimum', () => {
    expect(() =>
      loadConfig({
        LIMIT_LOGIN_IP: '0/1m',
        LIMIT_REGISTRATION_IP: 'muitos',
        SESSION_TTL: '30',
        ARGON2_MEMORY_KIB: '4096',
        ARGON2_TIME_COST: '1',
        TRUST_PROXY: 'abc',
      }),
    ).toThrow(
      [
        'Configuração inválida:',
        '  - TRUST_PROXY: use true, false ou os endereços dos proxies (ex.: 10.0.0.0/8)',
        '  - SESSION_TTL: use um número e ms, s, m, h ou d (ex.: 30d)',
        '  - ARGON2_MEMORY_KIB: deve ser um número inteiro de 19456 a 4294967295',
        '  - ARGON2_TIME_COST: deve ser um número inteiro de 2 a 100',
        '  - LIMIT_LOGIN_IP: use <quantidade>/<janela> (ex.: 10/15m)',
        '  - LIMIT_REGISTRATION_IP: use <quantidade>/<janela> (ex.: 10/15m)',
      ].join('\n'),
    );
  });
});
