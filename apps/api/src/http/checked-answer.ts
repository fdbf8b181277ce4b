// An answer checked against its route's zod schema for the reply's status, picked as Fastify picks the
// serializer (the status, then its class such as '4xx', then 'default'), and encoded as
// fastify-type-provider-zod's serializer encodes it: fields the schema does not name are left out, and
// an answer that does not match is a ResponseSerializationError (a 500, logged, never shown).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

function schemaForStatus(response: unknown, statusCode: number): unknown {
  if (typeof response !== 'object' || response === null) return undefined;
  const byStatus = response as Record<string, unknown>;
  const status = String(statusCode);
  return byStatus[status] ?? byStatus[`${status[0] ?? ''}xx`] ?? byStatus.default;
}

/** The answer as its schema lets it out; the payload itself when the route has no schema for the status. */
export function checkedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const { schema, method, url } = request.routeOptions;
  const responseSchema = schemaForStatus(schema?.response, reply.statusCode);
  if (responseSchema === undefined) return payload;
  if (!(responseSchema instanceof z.core.$ZodType)) {
    throw new Error(`the response schema of ${String(method)} ${String(url)} is not a zod schema`);
  }
  const result = z.safeEncode(responseSchema, payload);
  if (!result.success) {
    throw new ResponseSerializationError(String(method), String(url), { cause: result.error });
  }
  return result.data;
}
