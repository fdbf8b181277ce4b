// The app's rate limiter as `app.rateLimiter`: Redis when REDIS_URL is set (counters shared by every
// instance), memory otherwise. A 429 gets the `Retry-After` header; a store that cannot be reached
// answers 503 rather than letting calls through unlimited.
import fp from 'fastify-plugin';
import { apiMessages } from '@fidelidade/domain/messages';
import type { Config } from '../config.ts';
import { ApiError } from '../http/envelope.ts';
import { MemoryStore } from './memory-store.ts';
import { RateLimiter, TooManyRequestsError } from './rate-limiter.ts';
import { RedisStore } from './redis-store.ts';
import type { RateLimitStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export type LimitsOptions = Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'jwtSecret'>;

/** The store failed (Redis away): logged once per call, answered 503. */
class UnavailableStore implements RateLimitStore {
  constructor(
    private readonly inner: RateLimitStore,
    private readonly log: (error: unknown) => void,
  ) {}

  hit(key: string, windowMs: number) {
    return this.#guard(() => this.inner.hit(key, windowMs));
  }

  peek(key: string, windowMs: number) {
    return this.#guard(() => this.inner.peek(key, windowMs));
  }

  reset(key: string) {
    return this.#guard(() => this.inner.reset(key));
  }

  close() {
    return this.inner.close();
  }

  async #guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.log(error);
      throw new ApiError(503, apiMessages.serviceUnavailable);
    }
  }
}

export const limitsPlugin = fp<LimitsOptions>(
  (app, options, done) => {
    const inner: RateLimitStore = options.redisUrl
      ? new RedisStore(options.redisUrl, (error) => {
          app.log.warn({ err: error }, 'redis connection error');
        })
      : new MemoryStore();
    const store = new UnavailableStore(inner, (error) => {
      app.log.error({ err: error }, 'rate-limit store failed');
    });
    app.decorate(
      'rateLimiter',
      new RateLimiter(store, {
        keyPrefix: options.redisKeyPrefix,
        subjectSecret: options.jwtSecret,
      }),
    );
    app.addHook('onError', (_request, reply, error, next) => {
      if (error instanceof TooManyRequestsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      next();
    });
    app.addHook('onClose', () => store.close());
    done();
  },
  { name: 'limits' },
);
