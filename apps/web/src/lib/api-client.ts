// The one API client (spec points 7 and 8, docs/decisions/0001): headers, payload encryption, the
// forced logout on 401 or undecryptable answers, and the error toasts, so no screen repeats them.
// Every call resolves with the response envelope; failures have already been shown to the customer.
import { appMessages } from '@fidelidade/domain/messages';
import { DecryptionError, decryptJson, encryptJson } from '@fidelidade/domain/crypto/aes-gcm';
import { API_BASE } from './api/base.ts';
import { type ApiResponse, asEnvelope, failure } from './api/envelope.ts';
import { dayKey, forgetDayKey } from './api/day-key.ts';
import { forceLogout } from './forced-logout.ts';
import { beginLoading } from './loading.ts';
import { getCliente } from './session-store.ts';
import { showToast } from './toasts.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  /** No error toast when the success check fails (spec point 8: recovery steps 2 and 4, 403s…). */
  quiet?: boolean;
  /** Show the spinner while the call runs (spec point 4). Default true; background queries pass false. */
  loading?: boolean;
  /** For calls whose 401 means wrong credentials (login), not an expired session. */
  skipForcedLogout?: boolean;
  signal?: AbortSignal;
}

function urlFor(path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${API_BASE}/${path.replace(/^\/+/, '')}${search}`;
}

async function send(method: HttpMethod, path: string, body: unknown, options: RequestOptions) {
  const { key, date } = await dayKey(API_BASE);
  const headers: Record<string, string> = {
    Encrypt: 'true',
    'Content-Type': 'application/json',
    'Encrypt-Date': date,
  };
  const jwt = getCliente()?.jwt;
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (body !== undefined) init.body = JSON.stringify({ data: await encryptJson(key, body) });
  const response = await fetch(urlFor(path, options.params), init);
  const envelope = asEnvelope(await response.json(), response.status);
  if (!envelope) throw new Error(`Resposta fora do envelope (${response.status})`);
  return { envelope, httpStatus: response.status, key };
}

export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const done = options.loading === false ? () => undefined : beginLoading();
  try {
    const { envelope, httpStatus, key } = await send(method, path, body, options);
    if (typeof envelope.data === 'string') envelope.data = await decryptJson(key, envelope.data);
    if ((httpStatus === 401 || envelope.responseCode === 401) && !options.skipForcedLogout) {
      forceLogout();
      return { ...envelope, status: 'error' } as ApiResponse<T>;
    }
    if (envelope.status !== 'success' && !options.quiet) {
      void showToast(envelope.message || appMessages.genericError, 'erro');
    }
    return envelope as ApiResponse<T>;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof DecryptionError) {
      forgetDayKey();
      forceLogout();
      return failure(error.message);
    }
    void showToast(appMessages.genericError, 'erro');
    return failure(appMessages.genericError);
  } finally {
    done();
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

/** The generic POST to an external address (spec point 7): plain JSON, no key, no bearer token. */
export async function postExternal<T>(url: string, body: unknown): Promise<T | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  } catch {
    void showToast(appMessages.genericError, 'erro');
    return null;
  }
}
