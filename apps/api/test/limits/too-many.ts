// What every throttled call answers once over its limit: 429 in the envelope, with the pt-BR message of
// the catalogue and a Retry-After header in whole seconds, no longer than the rule's window.
import { expect } from 'vitest';
import type { Envelope } from '@fidelidade/domain/contracts/envelope';

export const TOO_MANY_TRIES = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
export const TOO_MANY_PARTNER_CALLS =
  'Limite de chamadas desta chave atingido. Aguarde o tempo de Retry-After e tente novamente.';

/** A limit of `limit` calls a minute, as the suites configure them. */
export const perMinute = (limit: number) => ({ limit, windowMs: 60_000 });

export interface LimitedResponse {
  status: number;
  headers: Headers;
  envelope: Envelope<unknown>;
}

export function expectTooMany(
  response: LimitedResponse,
  message = TOO_MANY_TRIES,
  windowMs = 60_000,
): void {
  expect(response.envelope).toEqual({ status: 'error', message, data: null, responseCode: 429 });
  expect(response.status).toBe(429);
  const retryAfter = response.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
}
