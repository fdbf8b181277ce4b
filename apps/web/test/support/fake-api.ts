// A stand-in for the API behind `fetch`, speaking its envelope and its payload encryption (spec point 7,
// DESIGN decision 9) with the domain's own functions: it hands out a day key through the key route,
// opens each request body with it, and seals each answer's data, unless told to seal it with a key
// the app cannot have.
import { decryptJson, encryptJson, importAesKey } from '@fidelidade/domain/crypto/aes-gcm';
import { toBase64Url } from '@fidelidade/domain/crypto/base64url';
import { DEFAULT_TRANSPORT_SECRET, transportKey } from '@fidelidade/domain/crypto/daily-key';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  /** The path after the API prefix, e.g. 'cliente'. */
  path: string;
  headers: Record<string, string>;
  /** The request body, decrypted. */
  body: unknown;
}

export interface FakeAnswer {
  httpStatus?: number;
  status?: string;
  message?: string;
  data?: unknown;
  /** Seal `data` with a key other than the day's, as an answer the app cannot read. */
  foreignKey?: boolean;
}

export interface FakeApi {
  /** The calls other than the key route's, oldest first. */
  readonly calls: FakeCall[];
  /** How many times the app fetched the day key. */
  readonly keyFetches: number;
}

const PREFIX = '/api/';
const KEY_DATE = '2026-11-26';

function envelopeResponse(httpStatus: number, envelope: object): Response {
  return new Response(JSON.stringify(envelope), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces `fetch` by the fake API answering each call with `answer(call)`. */
export async function stubFakeApi(answer: (call: FakeCall) => FakeAnswer): Promise<FakeApi> {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const dayKey = await importAesKey(raw);
  const foreignKey = await importAesKey(crypto.getRandomValues(new Uint8Array(32)));
  const state = { calls: [] as FakeCall[], keyFetches: 0 };

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://app.local').pathname.slice(PREFIX.length);
    if (path.startsWith('chave/')) {
      state.keyFetches += 1;
      const sealed = await encryptJson(await transportKey(DEFAULT_TRANSPORT_SECRET), {
        chave: toBase64Url(raw),
        data: KEY_DATE,
      });
      return envelopeResponse(200, { status: 'success', message: '', data: sealed });
    }
    const headers = (init.headers ?? {}) as Record<string, string>;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const body = text
      ? await decryptJson(dayKey, (JSON.parse(text) as { data: string }).data)
      : undefined;
    const call = { method: init.method ?? 'GET', path, headers, body };
    state.calls.push(call);
    const { httpStatus = 200, status = 'success', message = '', data, ...how } = answer(call);
    const key = how.foreignKey ? foreignKey : dayKey;
    const sealed = data === undefined ? null : await encryptJson(key, data);
    return envelopeResponse(httpStatus, {
      status,
      message,
      data: sealed,
      responseCode: httpStatus,
    });
  });

  return {
    get calls() {
      return state.calls;
    },
    get keyFetches() {
      return state.keyFetches;
    },
  };
}
