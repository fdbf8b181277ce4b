// Recovery step 3 verification code (DESIGN decision 3): 6 characters from an unambiguous upper-case
// alphabet and digits, like the placeholder 'ABCD12', accepted case-insensitively.
import { recoveryMessages, validationMessages } from '../messages.ts';
import { trimmedText, unlessEmpty } from './required.ts';

/** Letters without I and O, which read like the digits 1 and 0, plus all ten digits. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
export const RECOVERY_CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** Upper case, with a typed O or I read as the digit it looks like (neither letter is ever sent). */
export function normalizeRecoveryCode(value: string): string {
  return value.trim().toUpperCase().replace(/O/g, '0').replace(/I/g, '1');
}

export function isRecoveryCode(value: string): boolean {
  return CODE_PATTERN.test(normalizeRecoveryCode(value));
}

// The largest multiple of the alphabet's size that fits in a byte: bytes above it are redrawn, so
// every symbol is equally likely.
const UNBIASED_LIMIT = 256 - (256 % RECOVERY_CODE_ALPHABET.length);

/** A fresh random code from the alphabet (WebCrypto, so it runs on the server and in tests). */
export function generateRecoveryCode(): string {
  let code = '';
  while (code.length < RECOVERY_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_LENGTH))) {
      if (byte < UNBIASED_LIMIT && code.length < RECOVERY_CODE_LENGTH) {
        code += RECOVERY_CODE_ALPHABET.charAt(byte % RECOVERY_CODE_ALPHABET.length);
      }
    }
  }
  return code;
}

export const recoveryCodeSchema = trimmedText(
  recoveryMessages.codeRequired,
  RECOVERY_CODE_LENGTH,
  validationMessages.invalidCode,
)
  .transform(normalizeRecoveryCode)
  .refine(
    unlessEmpty((value) => CODE_PATTERN.test(value)),
    validationMessages.invalidCode,
  );
