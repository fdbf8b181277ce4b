import { describe, expect, it } from 'vitest';
import { clienteUpdateSchema } from '../../src/contracts/cliente-update.ts';
import { clienteDeleteSchema } from '../../src/contracts/cliente-delete.ts';
import { configurarNotificacoesSchema } from '../../src/contracts/configurar-notificacoes.ts';
import { JWT_MAX_LENGTH } from '../../src/contracts/fields.ts';
import { inativarContaSchema } from '../../src/contracts/inativar-conta.ts';
import { loginSchema } from '../../src/contracts/login.ts';
import { clienteSchema } from '../../src/contracts/cliente.ts';
import { someCpf } from '../support/factories.ts';
import { messagesOf, parsed } from '../support/parse.ts';

const EXPIRED = 'Faça login novamente para renovar sua sessão.';

describe('loginSchema', () => {
  it('needs a valid e-mail and a password, nothing more', () => {
    expect(parsed(loginSchema, { email: ' Ana@Exemplo.com ', senha: 'xxxxx' })).toEqual({
      email: 'ana@exemplo.com',
      senha: 'xxxxx',
    });
    expect(messagesOf(loginSchema, { email: '', senha: '' })).toEqual([
      'O campo e-mail é obrigatório!',
      'A senha é obrigatória!',
    ]);
    expect(messagesOf(loginSchema, { email: 'ana', senha: 'xxxxx' })).toEqual(['E-mail inválido!']);
    expect(messagesOf(loginSchema, { email: 'a@b.co', senha: 'x'.repeat(129) })).toEqual([
      'O campo senha deve ter no máximo 128 caracteres!',
    ]);
  });

  it('refuses a password shorter than any password can be, with the generic text (spec point 5)', () => {
    expect(messagesOf(loginSchema, { email: 'a@b.co', senha: 'x' })).toEqual([
      'A senha deve conter no mínimo 5 caracteres!',
    ]);
    expect(messagesOf(loginSchema, { email: 'a@b.co', senha: ' 1234 ' })).toEqual([
      'A senha deve conter no mínimo 5 caracteres!',
    ]);
    // No strength rules on login: any five characters are worth a try.
    expect(parsed(loginSchema, { email: 'a@b.co', senha: '12345' }).senha).toBe('12345');
  });
});

describe('clienteUpdateSchema (PUT cliente)', () => {
  const current = {
    jwt: 'token',
    nome: 'Ana Souza',
    celular: '11987654321',
    cpf: someCpf,
    dataNascimento: '',
    email: 'ana@exemplo.com',
  };

  it('takes every current value with an optional birth date', () => {
    expect(parsed(clienteUpdateSchema, current)).toEqual(current);
    expect(
      parsed(clienteUpdateSchema, { ...current, dataNascimento: '01/02/1990' }).dataNascimento,
    ).toBe('01/02/1990');
  });

  it('checks each field as registration does', () => {
    expect(messagesOf(clienteUpdateSchema, { ...current, cpf: '12345678900' })).toEqual([
      'CPF inválido!',
    ]);
    expect(messagesOf(clienteUpdateSchema, { ...current, dataNascimento: '01/01/2999' })).toEqual([
      'Data de nascimento inválida!',
    ]);
    expect(messagesOf(clienteUpdateSchema, { ...current, jwt: '' })).toEqual([EXPIRED]);
    expect(
      messagesOf(clienteUpdateSchema, { ...current, jwt: 'x'.repeat(JWT_MAX_LENGTH + 1) }),
    ).toEqual([EXPIRED]);
  });
});

describe('configurarNotificacoesSchema (PUT configurar_notificacoes)', () => {
  it('takes one channel and 1/0', () => {
    const body = { jwt: 't', tipo: 'notificacoes_marketing_sms', status: 1 };
    expect(parsed(configurarNotificacoesSchema, body)).toEqual(body);
    expect(messagesOf(configurarNotificacoesSchema, { ...body, tipo: 'push' })).toEqual([
      'Opção inválida para o campo tipo!',
    ]);
    expect(messagesOf(configurarNotificacoesSchema, { ...body, status: true })).toEqual([
      'Opção inválida para o campo status!',
    ]);
  });
});

describe('inativar_conta and DELETE cliente', () => {
  it('carry only the token', () => {
    for (const schema of [inativarContaSchema, clienteDeleteSchema]) {
      expect(parsed(schema, { jwt: 'abc', extra: 1 })).toEqual({ jwt: 'abc' });
      expect(messagesOf(schema, {})).toEqual([EXPIRED]);
    }
  });
});

describe('clienteSchema (spec point 3)', () => {
  it('describes the stored user', () => {
    const user = {
      nome: 'Ana',
      cpf: someCpf,
      celular: '11987654321',
      email: 'ana@exemplo.com',
      dataNascimento: '01/02/1990',
      jwt: 'token',
      notificacoesMarketingEmail: 1,
      notificacoesMarketingSms: 0,
      emailConfirmado: false,
      celularConfirmado: false,
    };
    expect(parsed(clienteSchema, user)).toEqual(user);
    expect(
      parsed(clienteSchema, { ...user, emailPendente: 'nova@exemplo.com' }).emailPendente,
    ).toBe('nova@exemplo.com');
    expect(clienteSchema.safeParse({ ...user, emailConfirmado: 1 }).success).toBe(false);
    expect(parsed(clienteSchema, { ...user, dataNascimento: '' }).dataNascimento).toBe('');
    expect(clienteSchema.safeParse({ ...user, dataNascimento: '1990-02-01' }).success).toBe(false);
    expect(clienteSchema.safeParse({ ...user, cpf: '529.982.247-25' }).success).toBe(false);
  });
});
