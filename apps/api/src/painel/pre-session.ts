// Between the password and the TOTP code the console holds a pre-session cookie: the operator's id and
// an expiry, sealed with the console's key (AES-256-GCM), so it cannot be forged or moved to another
// operator, and is good for PRE_SESSION_MS only. It proves the password, nothing more.
import type { KeyObject } from 'node:crypto';
import { DecryptionError } from '@fidelidade/domain/crypto/aes-gcm';
import { openText, sealToText } from '../crypto/sealed-text.ts';

export const PRE_SESSION_MS = 5 * 60 * 1000;
/** Beyond any sealed pre-session: longer values are not even opened. */
const MAX_LENGTH = 300;

interface Sealed {
  o: string;
  x: number;
}

export function sealPreSession(key: KeyObject, operadorId: string, now: Date): string {
  const sealed: Sealed = { o: operadorId, x: now.getTime() + PRE_SESSION_MS };
  return sealToText(key, sealed);
}

/** The operator id of a pre-session still good at `now`, or null. */
export function openPreSession(
  key: KeyObject,
  value: string | undefined,
  now: Date,
): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  try {
    const sealed = openText(key, value) as Partial<Sealed> | null;
    if (typeof sealed?.o !== 'string' || typeof sealed.x !== 'number') return null;
    return sealed.x > now.getTime() ? sealed.o : null;
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}
