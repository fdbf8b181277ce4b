// Test customers (STYLE "Tests"): a small factory with overrides and valid generated CPFs, unique per
// call so journeys never collide on the CPF or e-mail the API keeps unique.
import { cpfCheckDigits } from '@fidelidade/domain/validation/cpf';
import { randomInt } from 'node:crypto';

export interface Customer {
  nome: string;
  /** 11 digits. */
  cpf: string;
  /** 11 national digits. */
  celular: string;
  email: string;
  senha: string;
}

let sequence = 0;

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** A CPF with correct check digits that is not a repeated-digit sequence. */
export function validCpf(): string {
  let nine = digits(9);
  while (/^(\d)\1{8}$/.test(nine)) nine = digits(9);
  return nine + cpfCheckDigits(nine);
}

export function newCustomer(overrides: Partial<Customer> = {}): Customer {
  sequence += 1;
  return {
    nome: 'Joana Araújo',
    cpf: validCpf(),
    celular: `119${digits(8)}`,
    email: `joana.${Date.now().toString(36)}.${sequence}.${digits(4)}@example.com`,
    senha: 'Cashback1',
    ...overrides,
  };
}

export function maskedCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

export function maskedPhone(celular: string): string {
  return celular.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
}
