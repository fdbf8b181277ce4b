// The day's payload key and the obfuscated date tokens of the key route (DESIGN decision 9).
// This is obfuscation layered under TLS, not a substitute for it: the transport secret ships in the app.
import { toBase64Url, utf8 } from './base64url.ts';
import { importAesKey } from './aes-gcm.ts';
import type { CalendarDate } from './sao-paulo-date.ts';

/** The secret built into the client that wraps the key route's answer. Overridable at build time. */
export const DEFAULT_TRANSPORT_SECRET = 'fidelidade-transporte-v1';

async function hmac(secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(message)));
}

/** Raw 32-byte AES key for one São Paulo calendar day, derived from the server's secret. */
export function deriveDailyKey(
  serverSecret: string,
  date: CalendarDate,
): Promise<Uint8Array<ArrayBuffer>> {
  return hmac(serverSecret, `chave-diaria:${date.iso}`);
}

export interface DateTokens {
  weekday: string;
  day: string;
  month: string;
}

/** The three path segments of `GET {prefix}/chave/{weekday}/{day}/{month}` for a date. */
export async function dateTokens(date: CalendarDate, transportSecret: string): Promise<DateTokens> {
  const token = async (label: string, value: number) =>
    toBase64Url((await hmac(transportSecret, `${label}:${value}`)).subarray(0, 9));
  return {
    weekday: await token('dia-semana', date.weekday),
    day: await token('dia', date.day),
    month: await token('mes', date.month),
  };
}

/** The AES key that wraps the key route's answer, built from the client's built-in secret. */
export async function transportKey(transportSecret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', utf8(transportSecret));
  return importAesKey(new Uint8Array(digest));
}
