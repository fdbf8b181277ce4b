// Valid CPFs for test data: the check digits come from the domain's own rule, so a generated CPF passes
// exactly the validation the app and the API apply.
import { randomInt } from 'node:crypto';
import { cpfCheckDigits } from '@fidelidade/domain/validation/cpf';

const REPEATED_DIGIT = /^(\d)\1{8}$/;

/** A random valid CPF (11 digits), never a repeated-digit sequence (those are refused). */
export function generateCpf(): string {
  let nine: string;
  do {
    nine = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  } while (REPEATED_DIGIT.test(nine));
  return nine + cpfCheckDigits(nine);
}

/**
 * The `index`-th valid CPF after `base` (11 digits): the same number for the same index in every
 * process, so a seeding server and a load generator agree on who is who without talking.
 */
export function sequentialCpf(index: number, base = 200_000_000): string {
  const nine = String(base + index).padStart(9, '0');
  return nine + cpfCheckDigits(nine);
}
