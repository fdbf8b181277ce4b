// A route's `onRequest` hook that counts every call per client IP under one rule, before the body is
// read: the calls whose only sensible subject is the caller (a guessed hash, a recovery token).
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from './rate-rule.ts';

export function ipLimitHook(name: string, limit: RateLimit) {
  const rule = { name, ...limit };
  return async (request: FastifyRequest): Promise<void> => {
    await request.server.rateLimiter.enforce([{ rule, subject: request.ip }]);
  };
}
