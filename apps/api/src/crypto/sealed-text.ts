// The payload envelope's ciphertext as text on the server: the domain's AES-GCM (the app's own), its
// bytes written and read as base64url by Node's Buffer rather than the portable byte-by-byte code.
import { DecryptionError, openJsonBytes, sealJsonBytes } from '@fidelidade/domain/crypto/aes-gcm';

export async function sealToText(key: CryptoKey, value: unknown): Promise<string> {
  return Buffer.from(await sealJsonBytes(key, value)).toString('base64url');
}

export async function openText(key: CryptoKey, text: string): Promise<unknown> {
  // Node's base64url decoder skips what is not base64url; the envelope must be nothing else.
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new DecryptionError();
  return openJsonBytes(key, new Uint8Array(Buffer.from(text, 'base64url')));
}
