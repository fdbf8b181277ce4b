// A customer-app route from its call's contract (packages/domain/src/contracts/call.ts): the method,
// the url and the schemas come from the contract, so a route file adds only its documentation, hooks
// and handler, and never spells a path the app also spells.
import type { z } from 'zod';
import type { Call } from '@fidelidade/domain/contracts/call';
import { responses, responsesWithConflict } from './envelope.ts';

/** What the OpenAPI page says of the route. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
}

type ResponsesOf<C extends Call> = C extends { conflict: infer Conflict extends z.ZodType }
  ? ReturnType<typeof responsesWithConflict<C['response'], Conflict>>
  : ReturnType<typeof responses<C['response']>>;

/** The schema Fastify validates with, typed from the contract so the handler's request is too. */
interface RouteSchema<C extends Call> extends RouteDocs {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: ResponsesOf<C>;
}

/** Spread into `app.route({...routeOf(call, docs), handler})`. */
export function routeOf<const C extends Call>(call: C, docs: RouteDocs) {
  const response = call.conflict
    ? responsesWithConflict(call.response, call.conflict, call.successCode)
    : responses(call.response, call.successCode);
  // Only the parts the call has: an absent one is no schema at all, not an undefined one.
  const schema = {
    ...docs,
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    response,
  } as RouteSchema<C>;
  return { method: call.method, url: call.path, schema };
}
