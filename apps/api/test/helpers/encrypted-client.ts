// A client that talks to the API the way the app does (spec point 7;
// docs/decisions/0001-payload-envelope.md): it fetches the day key through the key route, with the date
// tokens computed by the domain code, then sends `Encrypt: true` calls and decrypts the answers.
import { decryptJson, encryptJson, importAesKey } from '@fidelidade/domain/crypto/aes-gcm';
import { fromBase64Url } from '@fidelidade/domain/crypto/base64url';
import {
  DEFAULT_TRANSPORT_SECRET,
  dateTokens,
  transportKey,
} from '@fidelidade/domain/crypto/daily-key';
import { saoPauloDate, type CalendarDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import type { Envelope } from '@fidelidade/domain/contracts/envelope';

export interface HeldKey {
  /** The key's São Paulo date, sent as `Encrypt-Date`. */
  date: string;
  key: CryptoKey;
}

export interface EncryptedResponse<T> {
  status: number;
  headers: Headers;
  /** The envelope with `data` already decrypted. */
  envelope: Envelope<T>;
}

export interface RequestOptions {
  body?: unknown;
  jwt?: string;
  /** Extra or replaced headers, e.g. a wrong `Encrypt-Date`. */
  headers?: Record<string, string>;
}

export interface EncryptedClient {
  /** Fetches (once) and returns the key the client holds. */
  key(): Promise<HeldKey>;
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<EncryptedResponse<T>>;
}

/** Asks the key route for a date's key; throws unless the server hands one out. */
export async function fetchDayKey(
  apiUrl: string,
  date: CalendarDate = saoPauloDate(new Date()),
  transportSecret: string = DEFAULT_TRANSPORT_SECRET,
): Promise<HeldKey> {
  const tokens = await dateTokens(date, transportSecret);
  const response = await fetch(`${apiUrl}/chave/${tokens.weekday}/${tokens.day}/${tokens.month}`);
  const envelope = (await response.json()) as Envelope<string | null>;
  if (response.status !== 200 || typeof envelope.data !== 'string') {
    throw new Error(`key route answered ${response.status}: ${envelope.message}`);
  }
  const sealed = await decryptJson(await transportKey(transportSecret), envelope.data);
  const { chave, data } = sealed as { chave: string; data: string };
  return { date: data, key: await importAesKey(fromBase64Url(chave)) };
}

/** `apiUrl` is the base URL with the API prefix (TestApp.apiUrl). */
export function encryptedClient(
  apiUrl: string,
  options: { date?: CalendarDate; transportSecret?: string } = {},
): EncryptedClient {
  let held: Promise<HeldKey> | undefined;
  const key = () => (held ??= fetchDayKey(apiUrl, options.date, options.transportSecret));

  return {
    key,
    async request<T>(method: string, path: string, request: RequestOptions = {}) {
      const { date, key: cryptoKey } = await key();
      const headers: Record<string, string> = { Encrypt: 'true', 'Encrypt-Date': date };
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify({ data: await encryptJson(cryptoKey, request.body) });
      }
      if (request.jwt) headers.Authorization = `Bearer ${request.jwt}`;
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { ...headers, ...request.headers },
        ...(body === undefined ? {} : { body }),
      });
      const envelope = (await response.json()) as Envelope<unknown>;
      if (typeof envelope.data === 'string') {
        envelope.data = await decryptJson(cryptoKey, envelope.data);
      }
      return {
        status: response.status,
        headers: response.headers,
        envelope: envelope as Envelope<T>,
      };
    },
  };
}
