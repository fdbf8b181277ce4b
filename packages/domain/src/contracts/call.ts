// A call of spec point 7 as both sides see it: its method, its path as the API registers it, and the
// schemas of what goes and what comes back. The API registers its route from it and the app builds
// its request from it, so a path is written once and both ends agree on its types.
import type { z } from 'zod';

export const CALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

export interface Call {
  method: CallMethod;
  /** As the API registers it, with a `:name` for each path parameter: `/extrato/:id`. */
  path: `/${string}`;
  /** One string per `:name` of the path. */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data` when the call succeeds. */
  response: z.ZodType;
  /** The envelope's `data` of a 409 that says what conflicted, where there is one. */
  conflict?: z.ZodType;
  /** 201 for a call that creates something; 200 when absent. */
  successCode?: 201;
}

/** The names of a path's parameters: `'id'` for `/extrato/:id`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A path with parameters needs a params schema that reads each of them, and one without has none. */
type ParamsOf<C extends Call> = [PathParamNames<C['path']>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<C['path']>, string>> };

/** A call's contract, with its method and path kept as literal types. */
export function defineCall<const C extends Call & ParamsOf<C>>(call: C): C {
  return call;
}

/** The path with its parameters filled in, each one URI-encoded: `/extrato/abc`. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** Whether a module's export is a call's contract (what the tests list every call with). */
export function isCall(value: unknown): value is Call {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, response } = value as Partial<Call>;
  return (
    CALL_METHODS.some((known) => known === method) &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    response !== undefined
  );
}
