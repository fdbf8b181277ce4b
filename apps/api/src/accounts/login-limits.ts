// The limits of POST login (limits/README.md). Every call counts per client address. Wrong passwords
// count per e-mail at that address and per e-mail from everywhere, and are only looked at before the
// password is checked, so someone guessing from one address never locks out the owner at another. An
// unknown e-mail counts exactly like a wrong password, so the limits never tell whether it has an
// account.
import type { FastifyInstance } from 'fastify';
import type { LimitCheck } from '../limits/rate-limiter.ts';

export function loginLimits(
  { rateLimiter, config }: FastifyInstance,
  email: string,
  ip: string,
  /** Whose sign-in: the customers' login, or another with the same rules and its own counters. */
  counters: 'login' | 'painel' = 'login',
) {
  const { loginIp, loginFailures, loginAccountFailures } = config.limits;
  const calls: LimitCheck = { rule: { name: `${counters}:ip`, ...loginIp }, subject: ip };
  const failuresHere: LimitCheck = {
    rule: { name: `${counters}:falhas`, ...loginFailures },
    subject: [email, ip],
    counted: false,
  };
  const failuresOverall: LimitCheck = {
    rule: { name: `${counters}:falhas-conta`, ...loginAccountFailures },
    subject: email,
    counted: false,
  };
  return {
    /** Before the password is checked: 429 once this address or this e-mail's failures are over. */
    check: () => rateLimiter.enforce([calls, failuresHere, failuresOverall]),
    /** A wrong password, or an unknown e-mail. */
    failed: () => rateLimiter.record([failuresHere, failuresOverall]),
    /**
     * The right password forgives this address's earlier typos, never the failures counted
     * elsewhere: one login by the owner must not give a guesser on other addresses a fresh allowance.
     */
    succeeded: () => rateLimiter.reset([failuresHere]),
  };
}
