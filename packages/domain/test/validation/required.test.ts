import { describe, expect, it } from 'vitest';
import {
  isMultiLine,
  isSingleLine,
  multiLineText,
  requiredMultiLineText,
  requiredText,
  singleLineText,
  trimmedText,
  unlessEmpty,
} from '../../src/validation/required.ts';
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

  it('refuses a control character with its own message, by default the too-long one', () => {
    expect(messagesOf(trimmedText('Vazio.', 9, 'Inválido.'), 'a\u0000b')).toEqual(['Inválido.']);
    expect(messagesOf(trimmedText('Vazio.', 9, 'Longo.', 'Caractere.'), 'a\nb')).toEqual([
      'Caractere.',
    ]);
  });
});

// C0 (U+0000 to U+001F), DEL and C1 (U+0080 to U+009F): tab, line feed and carriage return apart.
const OTHER_CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F'];
const HIGH_CONTROLS = ['\u007F', '\u0080', '\u0085', '\u009B', '\u009F'];
const LINE_CONTROLS = ['\t', '\n', '\r'];
// Neighbours that are text: no-break space, line separator, the BOM, an emoji, accents.
const NOT_CONTROLS = ['\u00A0', '\u2028', '\uFEFF', '😀', 'ção', ' '];

describe('single-line and multi-line text', () => {
  it.each([...OTHER_CONTROLS, ...HIGH_CONTROLS, ...LINE_CONTROLS])(
    'a single line refuses %j',
    (control) => {
      expect(isSingleLine(`a${control}b`)).toBe(false);
    },
  );

  it.each([...OTHER_CONTROLS, ...HIGH_CONTROLS])('several lines refuse %j', (control) => {
    expect(isMultiLine(`a${control}b`)).toBe(false);
  });

  it.each(LINE_CONTROLS)('several lines keep %j', (control) => {
    expect(isMultiLine(`a${control}b`)).toBe(true);
  });

  it.each(NOT_CONTROLS)('both take %j', (character) => {
    expect(isSingleLine(`a${character}b`)).toBe(true);
    expect(isMultiLine(`a${character}b`)).toBe(true);
  });

  const messages = { empty: 'Vazio.', tooLong: 'Longo.', badCharacter: 'Caractere.' };

  it('may be empty, is trimmed and bounded before its characters are looked at', () => {
    for (const field of [singleLineText(5, messages), multiLineText(5, messages)]) {
      expect(parsed(field, '  ')).toBe('');
      expect(parsed(field, ' abc ')).toBe('abc');
      expect(messagesOf(field, 'abcdef\u0000')).toEqual(['Longo.']);
      expect(messagesOf(field, 'ab\u0000')).toEqual(['Caractere.']);
      expect(messagesOf(field, 7)).toEqual(['Vazio.']);
    }
  });

  it('names the field in a required field’s message', () => {
    expect(messagesOf(requiredText('assunto', 50), 'Pedido\u0000')).toEqual([
      'O campo assunto contém caracteres não permitidos!',
    ]);
    expect(messagesOf(requiredText('assunto', 50), 'Pedido\r\nnovo')).toEqual([
      'O campo assunto contém caracteres não permitidos!',
    ]);
    const mensagem = requiredMultiLineText('mensagem', 50);
    expect(parsed(mensagem, ' Olá,\r\n\tcomo vai? ')).toBe('Olá,\r\n\tcomo vai?');
    expect(messagesOf(mensagem, 'Olá\u001B[2J')).toEqual([
      'O campo mensagem contém caracteres não permitidos!',
    ]);
    expect(messagesOf(mensagem, '\n\t ')).toEqual(['O campo mensagem é obrigatório!']);
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
