// The day's payload key (DESIGN decision 9, docs/decisions/0001): fetched from the key route by the
// São Paulo date's obfuscated tokens, unwrapped with the built-in transport secret, kept until that
// date changes. Concurrent calls share one fetch.
import { decryptJson, importAesKey } from '@fidelidade/domain/crypto/aes-gcm';
import { fromBase64Url } from '@fidelidade/domain/crypto/base64url';
import {
  DEFAULT_TRANSPORT_SECRET,
  dateTokens,
  transportKey,
} from '@fidelidade/domain/crypto/daily-key';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { asEnvelope } from './envelope.ts';

export interface DayKey {
  key: CryptoKey;
  /** The key's date, sent as Encrypt-Date. */
  date: string;
}

const transportSecret = import.meta.env.VITE_TRANSPORT_SECRET ?? DEFAULT_TRANSPORT_SECRET;

let cached: { today: string; key: Promise<DayKey> } | null = null;

async function fetchDayKey(base: string, today: ReturnType<typeof saoPauloDate>): Promise<DayKey> {
  const tokens = await dateTokens(today, transportSecret);
  const response = await fetch(`${base}/chave/${tokens.weekday}/${tokens.day}/${tokens.month}`, {
    headers: { Encrypt: 'true', Accept: 'application/json' },
  });
  const envelope = asEnvelope(await response.json(), response.status);
  if (!response.ok || envelope?.status !== 'success' || typeof envelope.data !== 'string') {
    throw new Error(`A rota da chave respondeu ${response.status}`);
  }
  // An unreadable key answer is a transport fault, not an expired session: the call fails with the
  // generic error instead of the forced logout a response's decryption failure causes.
  const answer = await decryptJson(await transportKey(transportSecret), envelope.data).catch(() => {
    throw new Error('A chave do dia não pôde ser lida');
  });
  const { chave, data } = answer as { chave: unknown; data: unknown };
  if (typeof chave !== 'string' || typeof data !== 'string') throw new Error('Chave malformada');
  return { key: await importAesKey(fromBase64Url(chave)), date: data };
}

export function dayKey(base: string): Promise<DayKey> {
  const today = saoPauloDate(new Date());
  if (cached?.today === today.iso) return cached.key;
  const key = fetchDayKey(base, today);
  const entry = { today: today.iso, key };
  cached = entry;
  // A failed fetch must not stick: the next call tries again.
  key.catch(() => {
    if (cached === entry) cached = null;
  });
  return key;
}

/** Drops the key after an answer failed to decrypt, so the next call starts afresh. */
export function forgetDayKey(): void {
  cached = null;
}
