// Counters in Redis, shared by every API instance (DESIGN "Storage and scale"). One Lua script makes
// the count and its expiry atomic: a crash between INCR and PEXPIRE can never leave a counter that
// never expires, and concurrent calls on several instances each get their own count.
import { Redis } from 'ioredis';
import type { Hit, RateLimitStore } from './store.ts';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export class RedisStore implements RateLimitStore {
  readonly #redis: Redis;

  constructor(url: string, onError: (error: Error) => void) {
    // Fail fast while Redis is away: the call answers 503 instead of hanging (limits-plugin.ts).
    this.#redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    this.#redis.on('error', onError);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const reply = (await this.#redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
    return { count: reply[0], resetInMs: reply[1] };
  }

  async close(): Promise<void> {
    try {
      await this.#redis.quit();
    } catch {
      this.#redis.disconnect();
    }
  }
}
