// The encrypted payload envelope, server side (spec point 7; docs/decisions/0001-payload-envelope.md).
// Routes registered inside `encryptionHooks`' scope declare their plain zod body and return plain data:
// the body is decrypted before zod validates it, and the answer is checked against the route's
// response schema and its non-null `data` sealed with the same day key before it is written. Requests
// without `Encrypt: true` are refused unless plaintext is allowed.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { openText, sealToText } from '../crypto/sealed-text.ts';
import { apiMessages } from '@fidelidade/domain/messages';
import { DayKeys, type DayKey } from '../crypto/day-keys.ts';
import { checkedAnswer } from '../http/checked-answer.ts';
import { ApiError } from '../http/envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dayKeys: DayKeys;
  }
  interface FastifyRequest {
    /** Set for a request that came with `Encrypt: true`: the key its answer is encrypted with. */
    dayKey: DayKey | null;
    /** The keys its body may be encrypted with, in the order they are tried (DayKeys.candidates). */
    dayKeyCandidates: readonly DayKey[] | null;
  }
  interface FastifyContextConfig {
    /** Answer requests without `Encrypt: true` too (health checks from load balancers). */
    plaintextAllowed?: boolean;
  }
}

export const dayKeysPlugin = fp<{ serverSecret: string; transportSecret: string }>(
  (app, { serverSecret, transportSecret }, done) => {
    app.decorate('dayKeys', new DayKeys(serverSecret, transportSecret));
    app.decorateRequest('dayKey', null);
    app.decorateRequest('dayKeyCandidates', null);
    done();
  },
  { name: 'day-keys' },
);

const cipherBody = z.strictObject({ data: z.string().min(1) });

function isEncrypted(request: FastifyRequest): boolean {
  return request.headers.encrypt?.toString().toLowerCase() === 'true';
}

function encryptDate(request: FastifyRequest): string | undefined {
  const header = request.headers['encrypt-date'];
  return typeof header === 'string' ? header.trim() : undefined;
}

function useCandidates(request: FastifyRequest, candidates: readonly DayKey[]): void {
  request.dayKeyCandidates = candidates;
  // Bodyless requests are answered with the Encrypt-Date key, or today's (the first candidate).
  request.dayKey = candidates[0] ?? null;
}

/** Decrypts the body with the first candidate that opens it; the error to answer with otherwise. */
function decryptBody(request: FastifyRequest, candidates: readonly DayKey[]): ApiError | undefined {
  const parsed = cipherBody.safeParse(request.body);
  if (!parsed.success) return new ApiError(400, apiMessages.invalidEnvelope);
  for (const candidate of candidates) {
    try {
      request.body = openText(candidate.secret, parsed.data.data);
      request.dayKey = candidate;
      return undefined;
    } catch {
      // not this day's key: try the next one
    }
  }
  return new ApiError(400, apiMessages.undecryptable);
}

/** The checked answer is written as it is: the route's serializer would check the sealed one. */
const asChecked = (payload: unknown) => JSON.stringify(payload);

/** The answer as its schema lets it out, its non-null `data` sealed with the request's day key. */
function sealedAnswer(request: FastifyRequest, reply: FastifyReply, payload: object, key: DayKey) {
  const answer = checkedAnswer(request, reply, payload) as { data?: unknown };
  reply.serializer(asChecked);
  if (answer.data === null || answer.data === undefined) return answer;
  return { ...answer, data: sealToText(key.secret, answer.data) };
}

/**
 * Hooks for the routes of the scope that registers it (it does not create a scope of its own): register
 * it first, then the routes, inside one `app.register(async (scope) => ...)`.
 */
export const encryptionHooks = fp<{ allowPlaintext: boolean }>(
  (app, options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      if (!isEncrypted(request)) {
        if (options.allowPlaintext || request.routeOptions.config.plaintextAllowed) next();
        else next(new ApiError(400, apiMessages.plaintextRefused));
        return;
      }
      // Once a day's keys are derived, every call finds them without waiting.
      const { dayKeys } = request.server;
      const iso = encryptDate(request);
      const derived = dayKeys.derivedCandidates(iso);
      if (derived) {
        useCandidates(request, derived);
        next();
        return;
      }
      dayKeys.candidates(iso).then(
        (candidates) => {
          useCandidates(request, candidates);
          next();
        },
        (error: unknown) => {
          next(error as Error);
        },
      );
    });
    // The body is tried with the keys onRequest found, not looked up again.
    app.addHook('preValidation', (request, _reply, next) => {
      if (request.dayKey && request.body !== undefined) {
        next(decryptBody(request, request.dayKeyCandidates ?? []));
      } else {
        next();
      }
    });
    // Every answer of an encrypted request, the error handler's included: its data, as the schema of
    // the reply's status lets it out, sealed with the day key.
    app.addHook('preSerialization', (request, reply, payload, next) => {
      const dayKey = request.dayKey;
      if (!dayKey || typeof payload !== 'object' || payload === null) {
        next(null, payload);
        return;
      }
      let sealed: unknown;
      try {
        sealed = sealedAnswer(request, reply, payload, dayKey);
      } catch (error) {
        next(error as Error);
        return;
      }
      next(null, sealed);
    });
    done();
  },
  { name: 'encryption-hooks', dependencies: ['day-keys'] },
);
