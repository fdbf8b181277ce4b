// The encrypted scope's response serializer (issue 8): it validates the envelope against the route's
// zod schema like the app's serializer, and when the request came encrypted it seals `data` right
// there, so the answer is turned into JSON once. (Sealing after serialization meant parsing the whole
// answer back and writing it out again: a visible share of every encrypted call.)
//
// A serializer sees only the payload, so preSerialization (encryption.ts) ties the payload object to
// its request with `markForSealing`; the serializer seals the data with that request's key and marks
// the request `dataSealed`. An answer that does not pass through here (a route without a schema for
// its status) is still sealed by the onSend hook.
//
// A route that sends the same data object again and again (a statement kept in memory) marks it with
// `sentAgain`: its JSON, once validated and written, is kept with the object, and later answers only
// seal that text.
import type { FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { sealText } from '../crypto/envelope-cipher.ts';
import { answerChecker } from '../http/response-serializer.ts';

const pending = new WeakMap<object, FastifyRequest>();
/** Data objects sent again unchanged, and their JSON once it has been written (undefined before). */
const reused = new WeakMap<object, string | undefined>();

/** Seal this payload's `data` with the request's day key when it is serialized. */
export function markForSealing(payload: object, request: FastifyRequest): void {
  pending.set(payload, request);
}

/**
 * This data object will be answered again as it is (never changed after this call): its validated
 * JSON is kept with it and sealed as it is next time.
 */
export function sentAgain<T extends object>(data: T): T {
  if (!reused.has(data)) reused.set(data, undefined);
  return data;
}

/**
 * `{...rest, "data": "<sealed>"}` without running JSON.stringify over the ciphertext again: base64url
 * has no character JSON escapes, so the text goes in as it is.
 */
function withSealedData(rest: object, sealed: string): string {
  const restJson = JSON.stringify(rest);
  const head = restJson === '{}' ? '{' : `${restJson.slice(0, -1)},`;
  return `${head}"data":"${sealed}"}`;
}

export const sealingSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const checked = answerChecker(route);
  return (payload: unknown) => {
    const marked = typeof payload === 'object' && payload !== null ? payload : undefined;
    const request = marked && pending.get(marked);
    const key = request ? request.dayKey?.raw : undefined;
    if (!marked || !request || !key) return JSON.stringify(checked(payload));
    pending.delete(marked);
    const { data: given, ...envelope } = marked as { data?: unknown };
    const reusable =
      typeof given === 'object' && given !== null && reused.has(given) ? given : null;
    const known = reusable && reused.get(reusable);
    if (known) {
      request.dataSealed = true;
      return withSealedData(envelope, sealText(key, known));
    }
    const answer = checked(payload) as { data?: unknown };
    const { data, ...rest } = answer;
    if (data === null || data === undefined) return JSON.stringify(answer);
    const json = JSON.stringify(data);
    if (reusable) reused.set(reusable, json);
    request.dataSealed = true;
    return withSealedData(rest, sealText(key, json));
  };
};
