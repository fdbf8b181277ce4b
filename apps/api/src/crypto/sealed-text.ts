// The payload envelope's ciphertext as text on the server: the app's layout (iv ‖ ciphertext ‖ tag,
// base64url; the domain's crypto/aes-gcm) sealed and opened with Node's synchronous AES-256-GCM. Under
// load on few cores each WebCrypto call is a thread-pool job and a promise, and every encrypted call
// runs one (docs/decisions/0010-plain-answer-path.md has the figures).
import { createCipheriv, createDecipheriv, randomBytes, type CipherKey } from 'node:crypto';
import { DecryptionError, IV_BYTES, TAG_BYTES } from '@fidelidade/domain/crypto/aes-gcm';

const CIPHER = 'aes-256-gcm';

/** `value` as JSON, sealed with the 32-byte `key` (a KeyObject made once spares a copy per call). */
export function sealToText(key: CipherKey, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv);
  const body = cipher.update(JSON.stringify(value), 'utf8');
  return Buffer.concat([iv, body, cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

/** The value sealed in `text` with `key`; DecryptionError when the text is anything else. */
export function openText(key: CipherKey, text: string): unknown {
  // Node's base64url decoder skips what is not base64url; the envelope must be nothing else.
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new DecryptionError();
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new DecryptionError();
  try {
    const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
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
