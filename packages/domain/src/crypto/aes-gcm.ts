// AES-256-GCM for the payload envelope (spec point 7, DESIGN decision 9), through WebCrypto: the app's
// implementation, and the reference for the API's. A ciphertext is base64url(iv ‖ ciphertext ‖ tag),
// the layout below; the API seals and opens the same layout with Node's synchronous cipher
// (apps/api/src/crypto/sealed-text.ts; docs/decisions/0010-plain-answer-path.md says why).
import { fromBase64Url, toBase64Url, utf8 } from './base64url.ts';

/** The layout of a sealed value: a random 96-bit IV, the ciphertext, then the 128-bit tag. */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

export class DecryptionError extends Error {
  constructor() {
    super('Não foi possível decifrar os dados.');
    this.name = 'DecryptionError';
  }
}

export function importAesKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** `value` as JSON, sealed: the bytes iv ‖ ciphertext ‖ tag, before they are written as text. */
async function sealJsonBytes(key: CryptoKey, value: unknown): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = utf8(JSON.stringify(value));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

export async function encryptJson(key: CryptoKey, value: unknown): Promise<string> {
  return toBase64Url(await sealJsonBytes(key, value));
}

/** The value sealed in `bytes` (iv ‖ ciphertext ‖ tag); DecryptionError when they are not that. */
async function openJsonBytes(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new DecryptionError();
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new DecryptionError();
  }
}

export async function decryptJson(key: CryptoKey, text: string): Promise<unknown> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(text);
  } catch {
    throw new DecryptionError();
  }
  return openJsonBytes(key, bytes);
}
