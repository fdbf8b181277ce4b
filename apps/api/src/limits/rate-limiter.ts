// A generic limiter (key, limit, window) for every abusable call (the table in README.md). Subjects
// (an IP, an e-mail, a CPF) are keyed by an HMAC, so the store never holds a person's data in the
// clear (LGPD, DESIGN decision 7).
import { createHmac } from 'node:crypto';
import { apiMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import type { RateRule } from './rate-rule.ts';
import type { Hit, RateLimitStore } from './store.ts';

export interface LimitCheck {
  rule: RateRule;
  /**
   * Who is counted: an IP, a lower-cased e-mail, a CPF…, or several together, each counter its own
   * (an e-mail at one client address: `[email, ip]`).
   */
  subject: string | readonly string[];
  /**
   * false: `enforce` only looks (refusing once the counter has reached the limit) and the caller
   * counts with `record` what should count, such as a wrong password.
   */
  counted?: false;
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

function decision(rule: RateRule, { count, resetInMs }: Hit, allowed: boolean): Decision {
  return { allowed, remaining: Math.max(0, rule.limit - count), resetInMs };
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly options: { keyPrefix: string; subjectSecret: string },
  ) {}

  /** Counts one call of `subject` under `rule`. */
  async consume(rule: RateRule, subject: LimitCheck['subject']): Promise<Decision> {
    const hit = await this.store.hit(this.#key(rule, subject), rule.windowMs);
    return decision(rule, hit, hit.count <= rule.limit);
  }

  /** Whether one more call of `subject` would be within `rule`, without counting it. */
  async peek(rule: RateRule, subject: LimitCheck['subject']): Promise<Decision> {
    const hit = await this.store.peek(this.#key(rule, subject), rule.windowMs);
    return decision(rule, hit, hit.count < rule.limit);
  }

  /**
   * Counts the call under every check (only looks under the `counted: false` ones); throws
   * TooManyRequestsError (with `message`, and the longest wait among the exceeded ones) when any is
   * over its limit.
   */
  async enforce(
    checks: readonly LimitCheck[],
    message: string = apiMessages.tooManyRequests,
  ): Promise<void> {
    const decisions = await Promise.all(
      checks.map(({ rule, subject, counted }) =>
        counted === false ? this.peek(rule, subject) : this.consume(rule, subject),
      ),
    );
    const exceeded = decisions.filter((decision) => !decision.allowed);
    if (exceeded.length === 0) return;
    const waitMs = Math.max(...exceeded.map((decision) => decision.resetInMs));
    throw new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)), message);
  }

  /** Counts one call under every check, refusing nothing (the failures `enforce` only looked at). */
  async record(checks: readonly LimitCheck[]): Promise<void> {
    await Promise.all(checks.map(({ rule, subject }) => this.consume(rule, subject)));
  }

  /** Forgets the checks' counts: their next call starts a new window. */
  async reset(checks: readonly LimitCheck[]): Promise<void> {
    await Promise.all(
      checks.map(({ rule, subject }) => this.store.reset(this.#key(rule, subject))),
    );
  }

  // Subjects never hold a line break (addresses, e-mails, CPFs), so joined parts cannot collide.
  #key(rule: RateRule, subject: LimitCheck['subject']): string {
    const parts = typeof subject === 'string' ? [subject] : subject;
    const digest = createHmac('sha256', this.options.subjectSecret)
      .update([rule.name, ...parts].join('\n'))
      .digest('base64url')
      .slice(0, 27);
    return `${this.options.keyPrefix}limite:${rule.name}:${digest}`;
  }
}
