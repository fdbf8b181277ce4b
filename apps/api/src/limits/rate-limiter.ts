// A generic limiter (key, limit, window) for every abusable call (the table in README.md). Subjects
// (an IP, an e-mail, a CPF) are keyed by an HMAC, so the store never holds a person's data in the
// clear (LGPD, DESIGN decision 7).
import { createHmac } from 'node:crypto';
import { apiMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import type { RateRule } from './rate-rule.ts';
import type { RateLimitStore } from './store.ts';

export interface LimitCheck {
  rule: RateRule;
  /** Who is counted: an IP, a lower-cased e-mail, a CPF… */
  subject: string;
}

export interface Decision {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the counter resets. */
  resetInMs: number;
}

/** 429, by default 'Muitas tentativas…'; the limits plugin adds the Retry-After header. */
export class TooManyRequestsError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = apiMessages.tooManyRequests,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly options: { keyPrefix: string; subjectSecret: string },
  ) {}

  /** Counts one call of `subject` under `rule`. */
  async consume(rule: RateRule, subject: string): Promise<Decision> {
    const { count, resetInMs } = await this.store.hit(this.#key(rule, subject), rule.windowMs);
    return {
      allowed: count <= rule.limit,
      remaining: Math.max(0, rule.limit - count),
      resetInMs,
    };
  }

  /**
   * Counts the call under every check; throws TooManyRequestsError (with `message`, and the longest
   * wait among the exceeded ones) when any is over its limit.
   */
  async enforce(
    checks: readonly LimitCheck[],
    message: string = apiMessages.tooManyRequests,
  ): Promise<void> {
    const decisions = await Promise.all(
      checks.map(({ rule, subject }) => this.consume(rule, subject)),
    );
    const exceeded = decisions.filter((decision) => !decision.allowed);
    if (exceeded.length === 0) return;
    const waitMs = Math.max(...exceeded.map((decision) => decision.resetInMs));
    throw new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)), message);
  }

  #key(rule: RateRule, subject: string): string {
    const digest = createHmac('sha256', this.options.subjectSecret)
      .update(`${rule.name}\n${subject}`)
      .digest('base64url')
      .slice(0, 27);
    return `${this.options.keyPrefix}limite:${rule.name}:${digest}`;
  }
}
