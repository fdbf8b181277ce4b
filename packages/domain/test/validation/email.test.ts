import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailField, emailSchema } from '../../src/validation/email.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('emailSchema', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(parsed(emailSchema, '  Maria.Souza@Exemplo.COM.br ')).toBe('maria.souza@exemplo.com.br');
  });

  it.each(['maria', 'maria@', '@exemplo.com', 'maria@exemplo', 'ma ria@exemplo.com', 'a@b.c'])(
    "rejects %j with 'E-mail inválido!'",
    (input) => {
      expect(messagesOf(emailSchema, input)).toEqual(['E-mail inválido!']);
    },
  );

  it("says 'O email é obrigatório!' when empty on registration", () => {
    expect(messagesOf(emailSchema, '  ')).toEqual(['O email é obrigatório!']);
    expect(messagesOf(emailSchema, undefined)).toEqual(['O email é obrigatório!']);
  });

  it('rejects an address longer than 254 characters as invalid', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - 'x@exemplo.com'.length + 1)}x@exemplo.com`;
    expect(messagesOf(emailSchema, long)).toEqual(['E-mail inválido!']);
  });
});

describe('emailField', () => {
  it("uses the form's own empty message (recovery step 1)", () => {
    expect(messagesOf(emailField('Preenha o campo de e-mail.'), '')).toEqual([
      'Preenha o campo de e-mail.',
    ]);
  });
});
