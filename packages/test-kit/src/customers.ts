// Customers for tests (STYLE "Tests"): small factories with overrides, unique on everything the API keeps
// unique (CPF, e-mail, phone), so tests that share a database never collide.
import type { ClienteCreatePayload } from '@fidelidade/domain/contracts/cliente-create';
import { onlyDigits } from '@fidelidade/domain/masks/apply-mask';
import { maskCpf, maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { generateCpf } from './cpf.ts';
import { randomBelow, randomHex } from './random.ts';

/** Meets the password rule (DESIGN decision 2). */
export const VALID_PASSWORD = 'Senha123';

/** A person as they type themselves into the app: CPF and mobile phone as 11 digits. */
export interface Customer {
  nome: string;
  cpf: string;
  celular: string;
  email: string;
  senha: string;
}

export type PessoaOverrides = Partial<Customer>;

/** A valid São Paulo mobile number, masked as the app sends it: (11) 9XXXX-XXXX. */
export function generateCelular(): string {
  const rest = String(randomBelow(100_000_000)).padStart(8, '0');
  return `(11) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
}

export function generateEmail(): string {
  return `cliente.${randomHex(5)}@example.com`;
}

/** A new, unique person with the fields bare (11-digit CPF and phone), as a person types them. */
export function newCustomer(overrides: PessoaOverrides = {}): Customer {
  return {
    nome: 'Maria da Conceição',
    cpf: generateCpf(),
    celular: onlyDigits(generateCelular()),
    email: generateEmail(),
    senha: VALID_PASSWORD,
    ...overrides,
  };
}

/** The registration payload of spec point 3 for a new, unique person, masked as the form sends it. */
export function registrationPayload(overrides: PessoaOverrides = {}): ClienteCreatePayload {
  const customer = newCustomer();
  return {
    customerId: '',
    dadosPessoais: {
      ...customer,
      cpf: maskCpf(customer.cpf),
      celular: maskMobilePhone(customer.celular),
      ...overrides,
    },
    endereco: '',
    cartao: '',
    notificacoes: { gerais: 0, marketing: { email: 0, sms: 0 } },
  };
}
