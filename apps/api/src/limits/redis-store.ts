// Counters in Redis, shared by every API instance (DESIGN "Storage and scale"). Counting and reading
// are one Lua script each, so each is atomic: a crash between INCR and PEXPIRE can never leave a
// counter that never expires, concurrent calls on several instances each get their own count, and a
// count is read with the expiry of its own window. A reset is one DEL.
import { Redis } from 'ioredis';
import type { Hit, RateLimitStore } from './store.ts';

// Both scripts end alike: the count with its expiry, and an expiry set where there is none (a new key,
// or one that somehow lost it), so no counter lives forever.
const WITH_EXPIRY = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])${WITH_EXPIRY}`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count == 0 then return {0, 0} end
${WITH_EXPIRY}`;

type Reply = [count: number, ttl: number];

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
    const reply = (await this.#redis.eval(HIT_SCRIPT, 1, key, windowMs)) as Reply;
    return { count: reply[0], resetInMs: reply[1] };
  }

  async peek(key: string, windowMs: number): Promise<Hit> {
    const reply = (await this.#redis.eval(PEEK_SCRIPT, 1, key, windowMs)) as Reply;
    return { count: reply[0], resetInMs: reply[1] };
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(key);
  }

  async close(): Promise<void> {
    try {
      await this.#redis.quit();
    } catch {
      this.#redis.disconnect();
    }
  }
}
