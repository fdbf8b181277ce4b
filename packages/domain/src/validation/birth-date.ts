// Birth dates (spec points 3 and 5): dd/MM/yyyy, a real calendar date, not in the future, else 'Data de
// nascimento inválida!'. Optional on the profile, required on the contact form.
import { saoPauloDate } from '../crypto/sao-paulo-date.ts';
import { validationMessages } from '../messages.ts';
import { DATE_MAX_LENGTH } from '../masks/br-masks.ts';
import { singleLineText, trimmedText, unlessEmpty } from './required.ts';

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Nobody alive was born before this; it also keeps two-digit-year slips out.
const EARLIEST_YEAR = 1900;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** 'dd/MM/yyyy' to 'yyyy-mm-dd', or null when it is not a real calendar date. */
export function brDateToIso(value: string): string | null {
  const match = BR_DATE.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}

/** 'yyyy-mm-dd' to 'dd/MM/yyyy', or null when malformed. */
export function isoToBrDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${day}/${month}/${year}`;
}

/** A real date between 1900 and `today` (ISO, São Paulo calendar day by default). */
export function isValidBirthDate(value: string, today = saoPauloDate(new Date()).iso): boolean {
  const iso = brDateToIso(value);
  return iso !== null && iso >= `${EARLIEST_YEAR}-01-01` && iso <= today;
}

/** Required birth date with its own empty message (contact form: all fields are required). */
export function birthDateField(emptyMessage: string) {
  return trimmedText(emptyMessage, DATE_MAX_LENGTH, validationMessages.invalidBirthDate).refine(
    unlessEmpty((value) => isValidBirthDate(value)),
    validationMessages.invalidBirthDate,
  );
}

/** Optional birth date: '' (or missing) means not given; otherwise a valid dd/MM/yyyy. */
export const optionalBirthDateSchema = singleLineText(DATE_MAX_LENGTH, {
  empty: validationMessages.invalidBirthDate,
  tooLong: validationMessages.invalidBirthDate,
  badCharacter: validationMessages.invalidBirthDate,
})
  .refine((value) => value === '' || isValidBirthDate(value), validationMessages.invalidBirthDate)
  .optional()
  .transform((value) => value ?? '');
