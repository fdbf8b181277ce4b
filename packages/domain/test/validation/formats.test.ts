import { describe, expect, it } from 'vitest';
import { cardExpirySchema, parseCardExpiry } from '../../src/validation/card-expiry.ts';
import { cepSchema, isValidCep } from '../../src/validation/cep.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('cepSchema (00000-000)', () => {
  it('accepts masked or bare and outputs the mask', () => {
    expect(parsed(cepSchema, '01310-100')).toBe('01310-100');
    expect(parsed(cepSchema, ' 01310100 ')).toBe('01310-100');
  });

  it.each(['0131-0100', '01310-10', '01310-1000', 'ABCDE-FGH'])(
    "rejects %s: 'CEP inválido!'",
    (cep) => {
      expect(isValidCep(cep)).toBe(false);
      expect(messagesOf(cepSchema, cep)).toEqual(['CEP inválido!']);
    },
  );

  it('is required', () => {
    expect(messagesOf(cepSchema, '')).toEqual(['O campo CEP é obrigatório!']);
  });
});

describe('card expiry (MM/YY: above 40 is 19xx, otherwise 20xx)', () => {
  it.each([
    ['12/29', { month: 12, year: 2029 }],
    ['01/40', { month: 1, year: 2040 }],
    ['06/41', { month: 6, year: 1941 }],
    ['03/00', { month: 3, year: 2000 }],
    ['09/99', { month: 9, year: 1999 }],
  ])('%s is %j', (text, expiry) => {
    expect(parseCardExpiry(text)).toEqual(expiry);
    expect(parsed(cardExpirySchema, text)).toEqual(expiry);
  });

  it.each(['00/29', '13/29', '1/29', '12/2029', '1229'])('rejects %s', (text) => {
    expect(parseCardExpiry(text)).toBeNull();
    expect(messagesOf(cardExpirySchema, text)).toEqual(['Validade do cartão inválida!']);
  });
});
