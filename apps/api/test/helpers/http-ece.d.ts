// The part of http_ece (RFC 8188 encrypted content-encoding, the library web-push encrypts with) that
// the local push service uses to read a payload; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm';
    /** The subscription's ECDH key pair (the receiver's side). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
