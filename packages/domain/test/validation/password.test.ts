import { describe, expect, it } from 'vitest';
import { passwordField, passwordProblem, passwordSchema } from '../../src/validation/password.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('passwordSchema (DESIGN decision 2)', () => {
  it.each(['Abc12', 'Senha123', 'ÁrvoreÇ1a', `Ab1${'x'.repeat(27)}`])('accepts %s', (password) => {
    expect(parsed(passwordSchema, password)).toBe(password);
  });

  it.each([
    ['Ab1', 'A senha deve conter pelo menos 5 caracteres.'],
    ['ab', 'A senha deve conter pelo menos 5 caracteres.'],
    [`Ab1${'x'.repeat(28)}`, 'A senha não deve conter mais que 30 caracteres.'],
    ['abc12', 'A senha deve conter pelo menos uma letra maiúscula.'],
    ['ABC12', 'A senha deve conter pelo menos uma letra minúscula.'],
    ['Abcde', 'A senha deve conter pelo menos um número.'],
    ['12345', 'A senha deve conter pelo menos uma letra maiúscula.'],
  ])('rejects %s with one message, in the spec order: %s', (password, message) => {
    expect(messagesOf(passwordSchema, password)).toEqual([message]);
    expect(passwordProblem(password)).toBe(message);
  });

  it("says 'A senha é obrigatória!' when empty", () => {
    expect(messagesOf(passwordSchema, '   ')).toEqual(['A senha é obrigatória!']);
    expect(messagesOf(passwordSchema, undefined)).toEqual(['A senha é obrigatória!']);
  });

  it('counts the length after trimming', () => {
    expect(messagesOf(passwordSchema, '  Ab1c  ')).toEqual([
      'A senha deve conter pelo menos 5 caracteres.',
    ]);
  });

  it('reports no problem for a good password', () => {
    expect(passwordProblem('Abc12')).toBeNull();
  });
});

describe('passwordField', () => {
  it('takes the recovery form empty message', () => {
    expect(messagesOf(passwordField('Preenha o campo de senha.'), '')).toEqual([
      'Preenha o campo de senha.',
    ]);
  });
});
