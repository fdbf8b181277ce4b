import { describe, expect, it } from 'vitest';
import { enviarCodigoSchema } from '../../src/contracts/enviar-codigo.ts';
import {
  esqueciSenhaSchema,
  esqueciSenhaRespostaSchema,
} from '../../src/contracts/esqueci-senha.ts';
import { novaSenhaFormSchema, novaSenhaSchema } from '../../src/contracts/nova-senha.ts';
import { validaCodigoAppSchema } from '../../src/contracts/valida-codigo-app.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('password recovery contracts (spec points 5 and 7)', () => {
  it('step 1: e-mail required and valid, with the step 1 texts', () => {
    expect(parsed(esqueciSenhaSchema, { email: 'Ana@Exemplo.com' })).toEqual({
      email: 'ana@exemplo.com',
    });
    expect(messagesOf(esqueciSenhaSchema, { email: '' })).toEqual(['Preenha o campo de e-mail.']);
    expect(messagesOf(esqueciSenhaSchema, { email: 'ana@' })).toEqual(['E-mail inválido!']);
    expect(
      parsed(esqueciSenhaRespostaSchema, {
        jwt: 't',
        email: 'a***@exemplo.com',
        celular: '(11) *****-4321',
      }),
    ).toBeTruthy();
  });

  it('step 2: channel e-mail or sms', () => {
    expect(parsed(enviarCodigoSchema, { jwt: 't', tipo: 'sms' })).toEqual({
      jwt: 't',
      tipo: 'sms',
    });
    expect(messagesOf(enviarCodigoSchema, { jwt: 't', tipo: 'whatsapp' })).toEqual([
      'Opção inválida para o campo tipo!',
    ]);
  });

  it('step 3: the code, normalised, with no e-mail check (DESIGN decision 3)', () => {
    expect(parsed(validaCodigoAppSchema, { jwt: 't', codigo: 'abcd12' })).toEqual({
      jwt: 't',
      codigo: 'ABCD12',
    });
    expect(messagesOf(validaCodigoAppSchema, { jwt: 't', codigo: '' })).toEqual([
      'Por favor, preencha o código de confirmação.',
    ]);
  });

  it('step 4: the one password rule with the step 4 empty text', () => {
    expect(parsed(novaSenhaSchema, { jwt: 't', senha: 'Nova123' }).senha).toBe('Nova123');
    expect(messagesOf(novaSenhaSchema, { jwt: 't', senha: '' })).toEqual([
      'Preenha o campo de senha.',
    ]);
    expect(messagesOf(novaSenhaSchema, { jwt: 't', senha: 'nova123' })).toEqual([
      'A senha deve conter pelo menos uma letra maiúscula.',
    ]);
  });

  it('step 4 form: confirmation required and equal', () => {
    expect(parsed(novaSenhaFormSchema, { senha: 'Nova123', confirmacao: 'Nova123' })).toEqual({
      senha: 'Nova123',
      confirmacao: 'Nova123',
    });
    expect(messagesOf(novaSenhaFormSchema, { senha: 'Nova123', confirmacao: '' })).toEqual([
      'Preenha o campo de confirmação de senha.',
    ]);
    expect(messagesOf(novaSenhaFormSchema, { senha: 'Nova123', confirmacao: 'Nova124' })).toEqual([
      'As senhas devem ser iguais.',
    ]);
  });
});
