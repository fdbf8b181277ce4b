// No text field of any call lets U+0000 through (PostgreSQL's text cannot hold it), nor another control
// character into a one-line field: each is refused with the field's pt-BR message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { avaliarSchema } from '../../src/contracts/avaliacao.ts';
import { clienteCreateFormSchema } from '../../src/contracts/cliente-create.ts';
import { clienteUpdateSchema } from '../../src/contracts/cliente-update.ts';
import { enviarCodigoSchema } from '../../src/contracts/enviar-codigo.ts';
import { esqueciSenhaSchema } from '../../src/contracts/esqueci-senha.ts';
import { faleConoscoSchema } from '../../src/contracts/fale-conosco.ts';
import { loginSchema } from '../../src/contracts/login.ts';
import { novaSenhaSchema } from '../../src/contracts/nova-senha.ts';
import { validaCodigoAppSchema } from '../../src/contracts/valida-codigo-app.ts';
import { contato, dadosPessoais } from '../support/factories.ts';
import { messagesOf, parsed } from '../support/parse.ts';

const EXPIRED = 'Faça login novamente para renovar sua sessão.';
const characters = (field: string) => `O campo ${field} contém caracteres não permitidos!`;

/** A call's contract, a valid body, and each text field with the message a control character gets. */
const CONTRACTS: [string, z.ZodType, Record<string, unknown>, Record<string, string>][] = [
  [
    'POST cliente (form)',
    clienteCreateFormSchema,
    dadosPessoais(),
    {
      nome: characters('nome'),
      cpf: 'CPF inválido!',
      celular: 'O número de celular é inválido!',
      email: 'E-mail inválido!',
      senha: characters('senha'),
    },
  ],
  [
    'PUT cliente',
    clienteUpdateSchema,
    { jwt: 'a.b.c', dataNascimento: '23/11/1990', ...dadosPessoais({ senha: undefined }) },
    {
      jwt: EXPIRED,
      nome: characters('nome'),
      dataNascimento: 'Data de nascimento inválida!',
      email: 'E-mail inválido!',
    },
  ],
  [
    'POST login',
    loginSchema,
    { email: 'ana@exemplo.com', senha: 'Senha123' },
    { email: 'E-mail inválido!', senha: characters('senha') },
  ],
  [
    'POST fale_conosco',
    faleConoscoSchema,
    contato(),
    {
      nome: characters('nome'),
      email: 'E-mail inválido!',
      data_nascimento: 'Data de nascimento inválida!',
      telefone: 'O número de celular é inválido!',
      assunto: characters('assunto'),
      mensagem: characters('mensagem'),
    },
  ],
  [
    'POST esqueci_senha',
    esqueciSenhaSchema,
    { email: 'ana@exemplo.com' },
    { email: 'E-mail inválido!' },
  ],
  ['POST enviar_codigo', enviarCodigoSchema, { jwt: 'a.b.c', tipo: 'sms' }, { jwt: EXPIRED }],
  [
    'POST valida_codigo_app',
    validaCodigoAppSchema,
    { jwt: 'a.b.c', codigo: 'ABCD12' },
    { jwt: EXPIRED, codigo: 'Código inválido!' },
  ],
  [
    'PUT nova_senha',
    novaSenhaSchema,
    { jwt: 'a.b.c', senha: 'Senha123' },
    { jwt: EXPIRED, senha: characters('senha') },
  ],
  [
    'POST avaliacao/{hash}',
    avaliarSchema,
    { estrelas: 5, comentario: 'Ótimo' },
    { comentario: 'O comentário contém caracteres não permitidos.' },
  ],
];

/** `value` with `control` in its middle, where trimming cannot take it away. */
const withInside = (value: string, control: string) =>
  `${value.slice(0, 2)}${control}${value.slice(2)}`;

describe.each(CONTRACTS)('%s', (_call, schema, valid, fields) => {
  it('takes the valid body', () => {
    expect(messagesOf(schema, valid)).toEqual([]);
  });

  it.each(Object.entries(fields))('refuses U+0000 in %s: %s', (field, message) => {
    const body = { ...valid, [field]: withInside(String(valid[field]), '\u0000') };
    expect(messagesOf(schema, body)[0]).toBe(message);
  });

  it.each(Object.entries(fields))('refuses an escape (U+001B) in %s', (field, message) => {
    const body = { ...valid, [field]: withInside(String(valid[field]), '\u001B') };
    expect(messagesOf(schema, body)[0]).toBe(message);
  });
});

describe('the multi-line fields', () => {
  it('keep tab, line feed and carriage return in a contact message and a comment', () => {
    const text = 'Linha um\r\n\tLinha dois\nfim';
    expect(parsed(faleConoscoSchema, contato({ mensagem: text })).mensagem).toBe(text);
    expect(parsed(avaliarSchema, { estrelas: 4, comentario: text }).comentario).toBe(text);
  });

  it('but not in the subject, which is one line', () => {
    expect(messagesOf(faleConoscoSchema, contato({ assunto: 'Linha um\nLinha dois' }))).toEqual([
      characters('assunto'),
    ]);
  });
});
