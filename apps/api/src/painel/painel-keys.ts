// The console's secrets, each derived from ENCRYPTION_SECRET for one purpose, so none can stand in for
// another: the sealing key of the TOTP secrets and the pre-session cookie, the CSRF token's HMAC key
// and the recovery codes' HMAC key.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { CodeHasher } from '../codes/code-hash.ts';

export interface PainelKeys {
  /** AES-256-GCM key for crypto/sealed-text.ts: TOTP secrets at rest, the pre-session cookie. */
  seal: KeyObject;
  /** HMAC key of the CSRF token (operator-sessions.ts). */
  csrf: Buffer;
  /** The recovery codes' hashes (recovery-codes.ts). */
  recoveryCodes: CodeHasher;
}

function derive(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`fidelidade:painel:${purpose}`).digest();
}

export function painelKeys(encryptionSecret: string): PainelKeys {
  return {
    seal: createSecretKey(derive(encryptionSecret, 'selo')),
    csrf: derive(encryptionSecret, 'csrf'),
    recoveryCodes: new CodeHasher(encryptionSecret, 'painel:codigos-recuperacao'),
  };
}
