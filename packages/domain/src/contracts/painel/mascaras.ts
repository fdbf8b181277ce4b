// How the console shows a customer's personal data until an operator asks for it whole (and the
// asking is audited): enough to tell the person on the phone from another, not enough to copy.
// Anything not shaped as the database keeps it is hidden whole, so a mask never leaks by mistake.
import { onlyDigits } from '../../masks/apply-mask.ts';

const CPF_HIDDEN = '***.***.***-**';
const PHONE_HIDDEN = '(**) *****-****';
const DATE_HIDDEN = '**/**/****';

/**
 * `***.456.789-**`: the middle six digits of the eleven; hidden whole for an account with no CPF (a
 * resolved claim moved it to its owner).
 */
export function cpfMascarado(cpf: string | null): string {
  const digits = onlyDigits(cpf ?? '');
  if (digits.length !== 11) return CPF_HIDDEN;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/**
 * `ma***@gmail.com`: the first two characters of the local part, the domain whole; a local part of two
 * characters or fewer keeps one fewer, so it is never shown whole.
 */
export function emailMascarado(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** `(11) *****-4321`: the area code and the last four digits. */
export function celularMascarado(celular: string): string {
  const digits = onlyDigits(celular);
  if (digits.length !== 11) return PHONE_HIDDEN;
  return `(${digits.slice(0, 2)}) *****-${digits.slice(7)}`;
}

// `**/**/1990` from `1990-05-17`: the year only.
export function dataNascimentoMascarada(data: string | null): string | null {
  if (data === null) return null;
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(data)?.[1];
  return year ? `**/**/${year}` : DATE_HIDDEN;
}
