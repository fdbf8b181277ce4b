import { describe, expect, it } from 'vitest';
import {
  clienteCreateFormSchema,
  clienteCreateSchema,
} from '../../src/contracts/cliente-create.ts';
import { firstMessage } from '../../src/validation/first-message.ts';
import { dadosPessoais } from '../support/factories.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('clienteCreateSchema (POST cliente, spec point 3)', () => {
  it('fills the empty parts and normalises the personal data', () => {
    expect(parsed(clienteCreateSchema, { dadosPessoais: dadosPessoais() })).toEqual({
      customerId: '',
      dadosPessoais: {
        nome: 'Maria da Conceição',
        cpf: '52998224725',
        celular: '11987654321',
        email: 'maria@exemplo.com',
        senha: 'Senha123',
      },
      endereco: '',
      cartao: '',
      notificacoes: { gerais: 0, marketing: { email: 0, sms: 0 } },
      fidelidade: false,
    });
  });

  it('takes the full shape the app sends', () => {
    const payload = {
      customerId: '',
      dadosPessoais: dadosPessoais(),
      endereco: '',
      cartao: '',
      notificacoes: { gerais: 1, marketing: { email: 0, sms: 0 } },
      fidelidade: true,
    };
    expect(parsed(clienteCreateSchema, payload).notificacoes.gerais).toBe(1);
  });

  it('reports the fields in form order: nome, cpf, celular, email, senha', () => {
    const empty = { nome: '', cpf: '', celular: '', email: '', senha: '' };
    expect(messagesOf(clienteCreateSchema, { dadosPessoais: empty })).toEqual([
      'O campo nome é obrigatório!',
      'O campo CPF é obrigatório!',
      'O campo celular é obrigatório!',
      'O email é obrigatório!',
      'A senha é obrigatória!',
    ]);
  });

  it("says 'Digite o CPF!' for an empty CPF when fidelidade is set, in the CPF's place", () => {
    const body = { dadosPessoais: dadosPessoais({ nome: '', cpf: ' ' }), fidelidade: true };
    expect(messagesOf(clienteCreateSchema, body)).toEqual([
      'O campo nome é obrigatório!',
      'Digite o CPF!',
    ]);
    expect(
      messagesOf(clienteCreateSchema, {
        dadosPessoais: dadosPessoais({ cpf: undefined }),
        fidelidade: true,
      }),
    ).toEqual(['Digite o CPF!']);
  });

  it("keeps 'CPF inválido!' for a wrong CPF with or without fidelidade", () => {
    for (const fidelidade of [true, false]) {
      const body = { dadosPessoais: dadosPessoais({ cpf: '529.982.247-24' }), fidelidade };
      expect(messagesOf(clienteCreateSchema, body)).toEqual(['CPF inválido!']);
    }
  });

  it('rejects a customerId, a non-empty address or a bad flag', () => {
    expect(
      messagesOf(clienteCreateSchema, { dadosPessoais: dadosPessoais(), customerId: '42' }),
    ).toEqual(['Requisição inválida.']);
    expect(
      messagesOf(clienteCreateSchema, {
        dadosPessoais: dadosPessoais(),
        notificacoes: { gerais: 2 },
      }),
    ).toEqual(['Opção inválida para o campo gerais!']);
  });

  it('answers a body that is not an object in pt-BR', () => {
    const result = clienteCreateSchema.safeParse('cadastro');
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe('Requisição inválida.');
  });
});

describe('clienteCreateFormSchema (the flat form)', () => {
  it('defaults fidelidade to false and rewords the empty CPF when it is set', () => {
    expect(parsed(clienteCreateFormSchema, dadosPessoais()).fidelidade).toBe(false);
    expect(messagesOf(clienteCreateFormSchema, dadosPessoais({ cpf: '' }))).toEqual([
      'O campo CPF é obrigatório!',
    ]);
    expect(
      messagesOf(clienteCreateFormSchema, { ...dadosPessoais({ cpf: '' }), fidelidade: true }),
    ).toEqual(['Digite o CPF!']);
  });
});
