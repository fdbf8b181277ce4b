import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  isValidName,
  nameSchema,
  sanitizeNameInput,
} from '../../src/validation/name.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('nameSchema', () => {
  it.each([
    'Ana',
    'José da Silva',
    'Conceição Gonçalves',
    'Lúcia Araújo Müller',
    'ÂNGELA ÍRIS ÔMEGA',
  ])('accepts %s', (name) => {
    expect(parsed(nameSchema, ` ${name} `)).toBe(name);
  });

  it.each(['Ana1', 'Ana_Maria', "D'Ávila", 'Ana-Maria', 'Ana × Bia', 'Ana 😀'])(
    'rejects %s: only letters and spaces',
    (name) => {
      expect(messagesOf(nameSchema, name)).toEqual(['O nome deve conter apenas letras e espaços!']);
      expect(isValidName(name)).toBe(false);
    },
  );

  it('says the field is required when empty, and bounds its length', () => {
    expect(messagesOf(nameSchema, '   ')).toEqual(['O campo nome é obrigatório!']);
    expect(messagesOf(nameSchema, 'a'.repeat(NAME_MAX_LENGTH + 1))).toEqual([
      'O campo nome deve ter no máximo 120 caracteres!',
    ]);
  });
});

describe('sanitizeNameInput (spec point 5: a last character that does not match is removed)', () => {
  it.each([
    ['Ana1', 'Ana'],
    ['José!', 'José'],
    ['Ana 😀', 'Ana '],
    ['Ana ', 'Ana '],
    ['João', 'João'],
    ['', ''],
    ['7', ''],
  ])('%j becomes %j', (typed, kept) => {
    expect(sanitizeNameInput(typed)).toBe(kept);
  });

  it('only removes the last character', () => {
    expect(sanitizeNameInput('A1b2')).toBe('A1b');
  });
});
