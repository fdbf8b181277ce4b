// Test data (STYLE "Tests"): registration payloads with valid generated CPFs, unique e-mails and
// phones, overridable field by field.
import { randomInt } from 'node:crypto';
import type { ClienteCreatePayload } from '@fidelidade/domain/contracts/cliente-create';
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { cpfCheckDigits } from '@fidelidade/domain/validation/cpf';

/** A valid CPF (check digits computed), never a repeated-digit sequence. */
export function generateCpf(): string {
  let nine: string;
  do {
    nine = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  } while (/^(\d)\1{8}$/.test(nine));
  return nine + cpfCheckDigits(nine);
}

/** The same CPF with the 000.000.000-00 mask. */
export function maskCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A valid São Paulo mobile number, masked as the app sends it: (11) 9XXXX-XXXX. */
export function generateCelular(): string {
  const rest = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `(11) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
}

export function generateEmail(): string {
  return `cliente.${randomInt(0, 2 ** 40).toString(36)}@example.com`;
}

export const VALID_PASSWORD = 'Senha123';

export interface PessoaOverrides {
  nome?: string;
  cpf?: string;
  celular?: string;
  email?: string;
  senha?: string;
}

/** What the app sends on a profile edit: every current value, some changed (spec point 7). */
export function profileEdit(
  user: Cliente,
  changes: Partial<ClienteUpdatePayload> = {},
): ClienteUpdatePayload {
  const { jwt, nome, celular, cpf, dataNascimento, email } = user;
  return { jwt, nome, celular, cpf, dataNascimento, email, ...changes };
}

/** The registration payload of spec point 3 for a new, unique person. */
export function registrationPayload(overrides: PessoaOverrides = {}): ClienteCreatePayload {
  return {
    customerId: '',
    dadosPessoais: {
      nome: 'Maria da Conceição',
      cpf: maskCpf(generateCpf()),
      celular: generateCelular(),
      email: generateEmail(),
      senha: VALID_PASSWORD,
      ...overrides,
    },
    endereco: '',
    cartao: '',
    notificacoes: { gerais: 0, marketing: { email: 0, sms: 0 } },
  };
}
