// The operators' second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with otplib, enrolled at the
// first sign-in from a QR code. A code is accepted one step either side of the server's clock (a phone
// a little off), and never for a time step at or before the last one accepted, so a code seen over a
// shoulder or in a log cannot be used again.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { KeyObject } from 'node:crypto';
import { openText, sealToText } from '../crypto/sealed-text.ts';

/** What the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Fidelidade Painel';
const PERIOD_SECONDS = 30;

export interface TotpEnrolment {
  segredo: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code in a data URL. */
  qrCode: string;
}

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(segredo: string, email: string): Promise<TotpEnrolment> {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret: segredo });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { segredo, otpauthUrl, qrCode };
}

/**
 * The time step of `codigo` when it is right at `now` and later than `lastStep`; null otherwise.
 * The caller stores the step, so the next code must come from a later one.
 */
export async function acceptedTimeStep(
  segredo: string,
  codigo: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  try {
    const result = await verify({
      secret: segredo,
      token: codigo,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    // The functional API types HOTP's result too; a TOTP result carries its step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** The secret as the operadores row keeps it: sealed with the console's key. */
export function sealTotpSecret(key: KeyObject, segredo: string): string {
  return sealToText(key, segredo);
}

export function openTotpSecret(key: KeyObject, sealed: string): string {
  const value = openText(key, sealed);
  if (typeof value !== 'string') throw new Error('sealed TOTP secret is not a string');
  return value;
}
