// The generic limiter: counts per (rule, subject), 429 with the longest wait, checks that only look
// until their failures are recorded, and keys that never carry the subject in the clear (LGPD).
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/limits/memory-store.ts';
import { RateLimiter, TooManyRequestsError } from '../../src/limits/rate-limiter.ts';
import type { RateLimitStore } from '../../src/limits/store.ts';

/** A real memory store that also remembers the keys it was given. */
function recordingStore(): RateLimitStore & { keys: string[] } {
  const inner = new MemoryStore();
  const keys: string[] = [];
  return {
    keys,
    hit(key, windowMs) {
      keys.push(key);
      return inner.hit(key, windowMs);
    },
    peek: (key) => inner.peek(key),
    reset: (key) => inner.reset(key),
    close: () => inner.close(),
  };
}

const rule = (name: string, limit: number, windowMs = 60_000) => ({ name, limit, windowMs });

describe('RateLimiter', () => {
  const options = { keyPrefix: 'app:', subjectSecret: 'segredo' };

  it('allows up to the limit, per rule and subject, and reports what remains', async () => {
    const limiter = new RateLimiter(new MemoryStore(), options);
    const login = rule('login:email', 2);
    expect(await limiter.consume(login, 'a@example.com')).toMatchObject({
      allowed: true,
      remaining: 1,
    });
    expect((await limiter.consume(login, 'a@example.com')).allowed).toBe(true);
    expect(await limiter.consume(login, 'a@example.com')).toMatchObject({
      allowed: false,
      remaining: 0,
    });
    expect((await limiter.consume(login, 'b@example.com')).allowed).toBe(true);
    expect((await limiter.consume(rule('cadastro:email', 2), 'a@example.com')).allowed).toBe(true);
  });

  it('enforce throws 429 with the longest wait of the exceeded rules, in whole seconds', async () => {
    const limiter = new RateLimiter(new MemoryStore(), options);
    const checks = [
      { rule: rule('curta', 1, 1_500), subject: 'x' },
      { rule: rule('longa', 1, 90_000), subject: 'x' },
      { rule: rule('folgada', 100), subject: 'x' },
    ];
    await limiter.enforce(checks);
    const error = await limiter.enforce(checks).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({
      statusCode: 429,
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      retryAfterSeconds: 90,
    });
  });

  it('only looks at a counted: false check, which record counts and reset clears', async () => {
    const limiter = new RateLimiter(new MemoryStore(), options);
    const failures = { rule: rule('falhas', 2), subject: 'a@example.com', counted: false } as const;
    const calls = { rule: rule('chamadas', 100), subject: 'x' };
    for (let call = 0; call < 5; call++) await limiter.enforce([calls, failures]);
    expect((await limiter.peek(calls.rule, 'x')).remaining).toBe(95);
    expect((await limiter.peek(failures.rule, failures.subject)).remaining).toBe(2);

    await limiter.record([failures]);
    await limiter.enforce([failures]);
    await limiter.record([failures]);
    const error = await limiter.enforce([failures]).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });

    await limiter.reset([failures]);
    await limiter.enforce([failures]);
    expect((await limiter.peek(failures.rule, failures.subject)).allowed).toBe(true);
  });

  it('keys counters by an HMAC of the subject, under the prefix and the rule name', async () => {
    const store = recordingStore();
    await new RateLimiter(store, options).consume(rule('login:email', 5), 'maria@example.com');
    await new RateLimiter(store, { ...options, subjectSecret: 'outro' }).consume(
      rule('login:email', 5),
      'maria@example.com',
    );
    const [first, second] = store.keys;
    expect(first).toMatch(/^app:limite:login:email:[A-Za-z0-9_-]{27}$/);
    expect(first).not.toContain('maria');
    expect(second).not.toBe(first);
  });

  it('keys a subject of several parts apart from each of them, still in an HMAC', async () => {
    const store = recordingStore();
    const limiter = new RateLimiter(store, options);
    const failures = rule('login:falhas', 5);
    await limiter.consume(failures, ['maria@example.com', '203.0.113.9']);
    await limiter.consume(failures, ['maria@example.com', '198.51.100.7']);
    await limiter.consume(failures, 'maria@example.com');
    const [here, elsewhere, alone] = store.keys;
    expect(here).toMatch(/^app:limite:login:falhas:[A-Za-z0-9_-]{27}$/);
    expect(here).not.toContain('maria');
    expect(here).not.toContain('203.0.113.9');
    expect(new Set([here, elsewhere, alone]).size).toBe(3);
    expect((await limiter.peek(failures, ['maria@example.com', '203.0.113.9'])).remaining).toBe(4);
  });
});
