// The shared domain code types WebCrypto keys with the DOM's global `CryptoKey`; on Node.js it is
// the same object as node:crypto's webcrypto.CryptoKey.
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
