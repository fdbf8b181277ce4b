import { describe, expect, it } from 'vitest';
import { requiredText, trimmedText, unlessEmpty } from '../../src/validation/required.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('requiredText', () => {
  const assunto = requiredText('assunto', 10);

  it('trims the value (spec point 5: form values are trimmed)', () => {
    expect(parsed(assunto, '  Dúvida  ')).toBe('Dúvida');
  });

  it.each(['', '   ', undefined, null])('says the field is required for %j', (input) => {
    expect(messagesOf(assunto, input)).toEqual(['O campo assunto é obrigatório!']);
  });

  it('bounds the length with a pt-BR message', () => {
    expect(messagesOf(assunto, 'x'.repeat(11))).toEqual([
      'O campo assunto deve ter no máximo 10 caracteres!',
    ]);
    expect(parsed(assunto, 'x'.repeat(10))).toHaveLength(10);
  });
});

describe('trimmedText', () => {
  it('uses the given empty and too-long messages', () => {
    const field = trimmedText('Vazio.', 3, 'Longo.');
    expect(messagesOf(field, ' ')).toEqual(['Vazio.']);
    expect(messagesOf(field, 'abcd')).toEqual(['Longo.']);
  });
});

describe('unlessEmpty', () => {
  it('leaves the empty value to the required check and tests the rest', () => {
    const digitsOnly = unlessEmpty((value) => /^\d+$/.test(value));
    expect(digitsOnly('')).toBe(true);
    expect(digitsOnly('12')).toBe(true);
    expect(digitsOnly('1a')).toBe(false);
  });
});
