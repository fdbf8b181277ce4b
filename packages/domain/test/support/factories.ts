// Small factories of valid inputs with overrides (STYLE: tests).
import { cpfWithCheckDigits } from '@fidelidade/test-kit/cpf';

export function dadosPessoais(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Conceição',
    cpf: '529.982.247-25',
    celular: '(11) 98765-4321',
    email: 'Maria@Exemplo.com',
    senha: 'Senha123',
    ...overrides,
  };
}

export function contato(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'João Araújo',
    email: 'joao@exemplo.com.br',
    data_nascimento: '23/11/1990',
    telefone: '(21) 99876-5432',
    uf: 'RJ',
    assunto: 'Cashback',
    mensagem: 'Quando recebo meu cashback?',
    aceitar_termos: true,
    ...overrides,
  };
}

export const someCpf = cpfWithCheckDigits('123456789');
