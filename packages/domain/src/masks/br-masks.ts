// The masks of spec point 5 (CPF, mobile phone, birth date, CEP, card expiry) and their maximum lengths
// (spec point 9: CPF 14, phone 15, date 10).
import { applyMask, onlyDigits } from './apply-mask.ts';

export const CPF_MASK = '000.000.000-00';
export const MOBILE_PHONE_MASK = '(00) 00000-0000';
export const DATE_MASK = '00/00/0000';
export const CEP_MASK = '00000-000';
export const CARD_EXPIRY_MASK = '00/00';

export const CPF_MAX_LENGTH = CPF_MASK.length;
export const MOBILE_PHONE_MAX_LENGTH = MOBILE_PHONE_MASK.length;
export const DATE_MAX_LENGTH = DATE_MASK.length;
export const CEP_MAX_LENGTH = CEP_MASK.length;

export function maskCpf(value: string): string {
  return applyMask(value, CPF_MASK);
}

/** Formats a national mobile number; a leading country code 55 on a 13-digit number is dropped. */
export function maskMobilePhone(value: string): string {
  const digits = onlyDigits(value);
  const national = digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
  return applyMask(national, MOBILE_PHONE_MASK);
}

export function maskDate(value: string): string {
  return applyMask(value, DATE_MASK);
}

export function maskCep(value: string): string {
  return applyMask(value, CEP_MASK);
}

export function maskCardExpiry(value: string): string {
  return applyMask(value, CARD_EXPIRY_MASK);
}
