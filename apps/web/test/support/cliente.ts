// A logged-in customer as the API answers login and the app stores it under '2v.usuario'.
import { newCustomer } from '@fidelidade/test-kit/customers';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function cliente(overrides: Partial<Cliente> = {}): Cliente {
  const { nome, cpf, celular, email } = newCustomer();
  return {
    nome,
    cpf,
    celular,
    email,
    dataNascimento: '',
    jwt: 'jwt-da-sessao',
    notificacoesMarketingEmail: 0,
    notificacoesMarketingSms: 0,
    emailConfirmado: true,
    celularConfirmado: false,
    ...overrides,
  };
}
