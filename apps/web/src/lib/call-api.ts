// A call of spec point 7 made from its contract (packages/domain/src/contracts): the method and path
// come from the contract, and the body, path parameters, query and answer are typed by its schemas,
// so no feature spells a path or names the type of an answer. The request itself, with its
// encryption, forced logout, toasts and spinner, is the API client's.
import type { z } from 'zod';
import { type Call, pathOf } from '@fidelidade/domain/contracts/call';
import type { ApiResponse } from './api/envelope.ts';
import { type QueryParams, type RequestOptions, request } from './api-client.ts';

/** Whether a part can be left out: its schema takes undefined, or an object with nothing in it. */
type Optional<Input> = undefined extends Input
  ? true
  : Record<string, never> extends Input
    ? true
    : false;

/** One part of what a call sends: required when its schema needs it, absent when it has none. */
type Part<Name extends string, Schema, Extra = unknown> = Schema extends z.ZodType
  ? Optional<z.input<Schema>> extends true
    ? { [K in Name]?: z.input<Schema> & Extra }
    : { [K in Name]: z.input<Schema> & Extra }
  : { [K in Name]?: never };

/** What a call sends, as its contract types it: `{ body }`, `{ params: { id } }`, `{ query }`. */
export type CallInput<C extends Call> = Part<'body', C['body']> &
  Part<'params', C['params']> &
  Part<'query', C['query'], QueryParams>;

/** The envelope's data when the call succeeds. */
export type CallData<C extends Call> = z.output<C['response']>;

/** The query string comes from the contract's input, so only the other request options remain. */
export type CallOptions = Omit<RequestOptions, 'params'>;

type CallArgs<C extends Call> =
  Record<string, never> extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions];

export function callApi<const C extends Call>(
  call: C,
  ...[input, options]: CallArgs<C>
): Promise<ApiResponse<CallData<C>>> {
  const { body, params, query } = (input ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
    query?: QueryParams;
  };
  return request<CallData<C>>(call.method, pathOf(call.path, params), body, {
    ...options,
    params: query,
  });
}
