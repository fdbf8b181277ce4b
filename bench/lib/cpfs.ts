// Valid CPFs for the bench's customers (the partner API checks the check digits): the nine first
// digits count up from a base, so the server that seeds them and the load generator agree on them.
import { cpfCheckDigits } from '@fidelidade/domain/validation/cpf';

const BASE = 200_000_000;

export function benchCpf(index: number): string {
  const nine = String(BASE + index).padStart(9, '0');
  return nine + cpfCheckDigits(nine);
}
