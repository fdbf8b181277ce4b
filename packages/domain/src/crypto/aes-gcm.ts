// AES-256-GCM for the payload envelope (spec point 7, DESIGN decision 9), through WebCrypto so the
// browser and Node.js share one implementation. A ciphertext is base64url(iv ‖ ciphertext ‖ tag).
// The API writes and reads that text with Node's Buffer (sealJsonBytes, openJsonBytes): the portable
// base64url below goes byte by byte, too slow for the API's larger answers.
import { fromBase64Url, toBase64Url, utf8 } from './base64url.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

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
export async function sealJsonBytes(key: CryptoKey, value: unknown): Promise<Uint8Array> {
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
export async function openJsonBytes(
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<unknown> {
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
