// CPF (spec point 5): mask 000.000.000-00, check digits, repeated-digit sequences rejected,
// otherwise 'CPF inválido!'. Stored and sent as 11 digits (spec point 3).
import { validationMessages } from '../messages.ts';
import { onlyDigits } from '../masks/apply-mask.ts';
import { CPF_MAX_LENGTH } from '../masks/br-masks.ts';
import { singleLineText, trimmedText, unlessEmpty } from './required.ts';

const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;

function checkDigit(digits: string): number {
  // Weights run from digits.length + 1 down to 2; a remainder of 10 counts as 0.
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/** The two check digits for the first nine digits of a CPF (also used to build test CPFs). */
export function cpfCheckDigits(nineDigits: string): string {
  const first = checkDigit(nineDigits);
  return `${first}${checkDigit(nineDigits + String(first))}`;
}

/** True for 11 digits, bare or masked, with correct check digits and not all the same digit. */
export function isValidCpf(value: string): boolean {
  if (!CPF_SHAPE.test(value)) return false;
  const digits = onlyDigits(value);
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** A CPF field with its own empty message; the output is the 11 digits. */
export function cpfField(emptyMessage: string) {
  return trimmedText(emptyMessage, CPF_MAX_LENGTH, validationMessages.invalidCpf)
    .refine(unlessEmpty(isValidCpf), validationMessages.invalidCpf)
    .transform(onlyDigits);
}

export const cpfSchema = cpfField(validationMessages.required('CPF'));

/**
 * The CPF PUT cliente sends back (spec point 7): the account's own, checked as on registration, or ''
 * for an account whose CPF a resolved claim moved to its proven owner (docs/decisions/0019).
 */
export const heldCpfSchema = singleLineText(CPF_MAX_LENGTH, {
  empty: validationMessages.required('CPF'),
  tooLong: validationMessages.invalidCpf,
  badCharacter: validationMessages.invalidCpf,
})
  .refine(unlessEmpty(isValidCpf), validationMessages.invalidCpf)
  .transform(onlyDigits);
