// Valid CPFs for test data: the check digits come from the domain's own rule, so a generated CPF passes
// exactly the validation the app and the API apply.
import { cpfCheckDigits } from '@fidelidade/domain/validation/cpf';
import { randomBelow } from './random.ts';

const REPEATED_DIGIT = /^(\d)\1{8}$/;

/** The CPF (11 digits) whose first nine digits are these. */
export function cpfWithCheckDigits(nineDigits: string): string {
  return nineDigits + cpfCheckDigits(nineDigits);
}

/** A random valid CPF (11 digits), never a repeated-digit sequence (those are refused). */
export function generateCpf(): string {
  let nine: string;
  do {
    nine = String(randomBelow(1_000_000_000)).padStart(9, '0');
  } while (REPEATED_DIGIT.test(nine));
  return cpfWithCheckDigits(nine);
}

/**
 * The `index`-th valid CPF after `base` (11 digits): the same number for the same index in every
 * process, so a seeding server and a load generator agree on who is who without talking.
 */
export function sequentialCpf(index: number, base = 200_000_000): string {
  return cpfWithCheckDigits(String(base + index).padStart(9, '0'));
}
