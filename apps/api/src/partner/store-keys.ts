// Store API keys (DESIGN decision 5): 256 random bits, shown once, stored only as SHA-256. A slow hash
// buys nothing for a key this long, and a fast one keeps every partner call cheap.
import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'fid_loja_';

export function newStoreKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashStoreKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
