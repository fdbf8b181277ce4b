// The encrypted payload envelope, server side (spec point 7; docs/decisions/0001-payload-envelope.md).
// Routes registered inside `encryptedScope` declare their plain zod body and return plain data: the
// body is decrypted before zod validates it, and a non-null `data` is encrypted with the same day key
// as the answer is serialized (sealing-serializer.ts). Requests without `Encrypt: true` are refused
// unless plaintext is allowed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiMessages } from '@fidelidade/domain/messages';
import { DayKeys, type DayKey } from '../crypto/day-keys.ts';
import { openJson, sealJson } from '../crypto/envelope-cipher.ts';
import { ApiError } from '../http/envelope.ts';
import { markForSealing, sealingSerializerCompiler } from './sealing-serializer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dayKeys: DayKeys;
  }
  interface FastifyRequest {
    /** Set for a request that came with `Encrypt: true`: the key its answer is encrypted with. */
    dayKey: DayKey | null;
    /** The keys its body may be encrypted with, in the order they are tried (DayKeys.candidates). */
    dayKeyCandidates: readonly DayKey[] | null;
    /** The answer's data was sealed while it was serialized (sealing-serializer.ts). */
    dataSealed: boolean;
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
    app.decorateRequest('dataSealed', false);
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

function decryptBody(request: FastifyRequest, candidates: readonly DayKey[]) {
  const parsed = cipherBody.safeParse(request.body);
  if (!parsed.success) throw new ApiError(400, apiMessages.invalidEnvelope);
  for (const candidate of candidates) {
    try {
      request.body = openJson(candidate.raw, parsed.data.data);
      request.dayKey = candidate;
      return;
    } catch {
      // not this day's key: try the next one
    }
  }
  throw new ApiError(400, apiMessages.undecryptable);
}

function encryptData(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const contentType = reply.getHeader('content-type');
  if (!request.dayKey || request.dataSealed || typeof payload !== 'string') return payload;
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json'))
    return payload;
  const envelope = JSON.parse(payload) as { data?: unknown };
  if (envelope.data === null || envelope.data === undefined) return payload;
  envelope.data = sealJson(request.dayKey.raw, envelope.data);
  return JSON.stringify(envelope);
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
      // Once a day's keys are derived, every call finds them without waiting (issue 8).
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
      try {
        if (request.dayKey && request.body !== undefined) {
          decryptBody(request, request.dayKeyCandidates ?? []);
        }
        next();
      } catch (error) {
        next(error as Error);
      }
    });
    app.setSerializerCompiler(sealingSerializerCompiler);
    app.addHook('preSerialization', (request, _reply, payload, next) => {
      if (request.dayKey && typeof payload === 'object' && payload !== null) {
        markForSealing(payload, request);
      }
      next(null, payload);
    });
    // What the serializer did not seal (an answer without a schema for its status) is sealed here.
    app.addHook('onSend', (request, reply, payload, next) => {
      next(null, encryptData(request, reply, payload));
    });
    done();
  },
  { name: 'encryption-hooks', dependencies: ['day-keys'] },
);
