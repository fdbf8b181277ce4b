// Brazilian mobile numbers (spec point 5): optional country code 55, a valid area code (DDD), then 9 and
// eight digits; otherwise 'O número de celular é inválido!'. Output: the 11 national digits.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { onlyDigits } from '../masks/apply-mask.ts';
import { trimmedText } from './required.ts';

/** Area codes (DDD) in use in Brazil, per Anatel's national numbering plan. */
export const AREA_CODES: ReadonlySet<string> = new Set(
  [
    '11 12 13 14 15 16 17 18 19',
    '21 22 24 27 28',
    '31 32 33 34 35 37 38',
    '41 42 43 44 45 46 47 48 49',
    '51 53 54 55',
    '61 62 63 64 65 66 67 68 69',
    '71 73 74 75 77 79',
    '81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ].flatMap((row) => row.split(' ')),
);

// Digits with the usual separators: spaces, parentheses, hyphens and a leading '+'.
const PHONE_SHAPE = /^\+?[\d\s()-]+$/;
const MAX_INPUT_LENGTH = 20;

/** The national 11 digits (DDD + 9 + 8 digits) of a valid mobile number, or null. */
export function normalizeMobilePhone(value: string): string | null {
  if (!PHONE_SHAPE.test(value)) return null;
  const digits = onlyDigits(value);
  const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
  if (!/^\d{2}9\d{8}$/.test(national) || !AREA_CODES.has(national.slice(0, 2))) return null;
  return national;
}

export function isValidMobilePhone(value: string): boolean {
  return normalizeMobilePhone(value) !== null;
}

/** A mobile phone field with its own empty message. */
export function mobilePhoneField(emptyMessage: string) {
  return trimmedText(emptyMessage, MAX_INPUT_LENGTH, validationMessages.invalidMobile).transform(
    (value, ctx) => {
      const national = normalizeMobilePhone(value);
      if (national !== null) return national;
      ctx.addIssue({ code: 'custom', message: validationMessages.invalidMobile });
      return z.NEVER;
    },
  );
}

export const mobilePhoneSchema = mobilePhoneField(validationMessages.required('celular'));
