// The payload envelope's AES-256-GCM on the server, with Node's own cipher rather than WebCrypto: the
// same bytes as @fidelidade/domain/crypto/aes-gcm (base64url of iv ‖ ciphertext ‖ tag, a 12-byte iv,
// a 16-byte tag), so the app's WebCrypto reads what this writes and the reverse, but synchronous,
// without a thread-pool job and a promise per call (issue 8: it runs twice on most calls).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptionError } from '@fidelidade/domain/crypto/aes-gcm';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';
/** IVs are cut from one buffer of secure random bytes at a time: one system call per 512 answers. */
const IV_POOL_BYTES = IV_BYTES * 512;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

/** A fresh random IV; no two ever share bytes of the pool, so none repeats. */
function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

/** Seals a JSON text as it is (for a value whose JSON is already at hand). */
export function sealText(rawKey: Uint8Array, json: string): string {
  const iv = nextIv();
  const cipher = createCipheriv(ALGORITHM, rawKey, iv);
  const sealed = cipher.update(json, 'utf8');
  return Buffer.concat([iv, sealed, cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

export function sealJson(rawKey: Uint8Array, value: unknown): string {
  return sealText(rawKey, JSON.stringify(value));
}

export function openJson(rawKey: Uint8Array, text: string): unknown {
  // Node's base64url decoder skips what is not base64url; the envelope must be nothing else.
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new DecryptionError();
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new DecryptionError();
  try {
    const decipher = createDecipheriv(ALGORITHM, rawKey, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw new DecryptionError();
  }
}
