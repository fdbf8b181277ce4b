// The one client of the console's API: the envelope {status, message, data, responseCode}, the session
// cookie (same origin), and the CSRF token on every write. An error carries the API's pt-BR message and
// status (react-admin's HttpError), which the screens show and the auth provider reads for 401.
import { HttpError } from 'react-admin';
import { DEFAULT_PAINEL_API_PREFIX } from '@fidelidade/domain/api-prefixes';
import { CSRF_HEADER } from '@fidelidade/domain/contracts/painel/sessao';
import { currentSession } from './session.ts';

export const API_BASE = import.meta.env.VITE_PAINEL_API_BASE ?? DEFAULT_PAINEL_API_PREFIX;

/** Shown when the answer is not the envelope (the server unreachable, a proxy's page). */
export const NETWORK_FAILURE = 'Não foi possível falar com o servidor. Tente de novo.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

export function apiUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

function headers(method: Method, hasBody: boolean): Headers {
  const result = new Headers({ accept: 'application/json' });
  if (hasBody) result.set('content-type', 'application/json');
  const csrf = currentSession()?.csrf;
  if (method !== 'GET' && csrf) result.set(CSRF_HEADER, csrf);
  return result;
}

/** The raw answer of a call, or an HttpError when it failed before reaching the API. */
export async function send(method: Method, url: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: headers(method, body !== undefined),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new HttpError(NETWORK_FAILURE, 0);
  }
}

interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

/** A failed answer as an HttpError carrying the API's message and status. */
export async function failureOf(response: Response): Promise<HttpError> {
  const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  const message = typeof envelope?.message === 'string' ? envelope.message : NETWORK_FAILURE;
  return new HttpError(message, response.status, envelope);
}

export async function callApi<T>(
  method: Method,
  path: string,
  options: { body?: unknown; query?: Query } = {},
): Promise<T> {
  const response = await send(method, apiUrl(path, options.query), options.body);
  if (!response.ok) throw await failureOf(response);
  const envelope = (await response.json()) as Envelope<T>;
  return envelope.data;
}

/** The HTTP status an error carries (react-admin's HttpError), if any. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
