// Both counter stores keep the same contract: a fixed window per key, counted atomically, read without
// counting, and reset.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/limits/memory-store.ts';
import { RedisStore } from '../../src/limits/redis-store.ts';
import type { RateLimitStore } from '../../src/limits/store.ts';
import { REDIS_URL } from '../accounts/accounts-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const backends: [string, () => RateLimitStore][] = [['memory', () => new MemoryStore()]];
const redisUrl = REDIS_URL;
if (redisUrl) {
  backends.push([
    'redis',
    () =>
      new RedisStore(redisUrl, (error) => {
        throw error;
      }),
  ]);
}

describe.each(backends)('%s store', (_name, create) => {
  const store = create();
  const prefix = `teste:${randomBytes(6).toString('hex')}:`;
  afterAll(() => store.close());

  it('counts the calls of a key within its window', async () => {
    const key = `${prefix}conta`;
    expect((await store.hit(key, 60_000)).count).toBe(1);
    const second = await store.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit(`${prefix}outra`, 60_000)).count).toBe(1);
  });

  it('gives every concurrent call its own count', async () => {
    const key = `${prefix}corrida`;
    const hits = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('starts again once the window is over', async () => {
    const key = `${prefix}janela`;
    await store.hit(key, 150);
    expect((await store.hit(key, 150)).count).toBe(2);
    await sleep(250);
    expect((await store.hit(key, 150)).count).toBe(1);
  });

  it('reads a count without adding to it, and nothing for an unknown or finished window', async () => {
    const key = `${prefix}espiada`;
    expect(await store.peek(key, 60_000)).toEqual({ count: 0, resetInMs: 0 });
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    const seen = await store.peek(key, 60_000);
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(55_000);
    expect(seen.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek(key, 60_000)).count).toBe(2);
    expect((await store.hit(key, 60_000)).count).toBe(3);

    const short = `${prefix}espiada-curta`;
    await store.hit(short, 150);
    await sleep(250);
    expect(await store.peek(short, 150)).toEqual({ count: 0, resetInMs: 0 });
  });

  it('forgets a reset key, and only that one', async () => {
    const key = `${prefix}zerada`;
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.hit(`${prefix}mantida`, 60_000);
    await store.reset(key);
    expect((await store.peek(key, 60_000)).count).toBe(0);
    expect((await store.hit(key, 60_000)).count).toBe(1);
    expect((await store.peek(`${prefix}mantida`, 60_000)).count).toBe(1);
    await store.reset(`${prefix}nunca-usada`);
  });
});

describe('memory store', () => {
  it('sweeps finished windows only', async () => {
    let now = 1_000;
    const store = new MemoryStore(() => now);
    await store.hit('curta', 100);
    await store.hit('longa', 10_000);
    now += 500;
    store.sweep();
    expect(store.size).toBe(1);
    expect((await store.hit('longa', 10_000)).count).toBe(2);
    await store.close();
    expect(store.size).toBe(0);
  });
});

describe.runIf(REDIS_URL)('redis store', () => {
  it('sets the expiry with the first count, so no counter lives forever', async () => {
    const store = new RedisStore(REDIS_URL ?? '', (error) => {
      throw error;
    });
    const redis = new Redis(REDIS_URL ?? '');
    const key = `teste:${randomBytes(6).toString('hex')}:ttl`;
    try {
      await store.hit(key, 30_000);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(25_000);
      expect(ttl).toBeLessThanOrEqual(30_000);
      // A counter that somehow lost its expiry gets one back on the next hit, or the next look.
      await redis.persist(key);
      await store.hit(key, 30_000);
      expect(await redis.pttl(key)).toBeGreaterThan(25_000);
      await redis.persist(key);
      expect((await store.peek(key, 30_000)).count).toBe(2);
      expect(await redis.pttl(key)).toBeGreaterThan(25_000);
    } finally {
      await redis.del(key);
      await redis.quit();
      await store.close();
    }
  });
});
