import { describe, expect, it } from 'vitest';
import {
  birthDateField,
  brDateToIso,
  isValidBirthDate,
  isoToBrDate,
  optionalBirthDateSchema,
} from '../../src/validation/birth-date.ts';
import { saoPauloDate } from '../../src/crypto/sao-paulo-date.ts';
import { messagesOf, parsed } from '../support/parse.ts';

const INVALID = 'Data de nascimento inválida!';

describe('brDateToIso / isoToBrDate', () => {
  it('convert between dd/MM/yyyy and yyyy-mm-dd', () => {
    expect(brDateToIso('23/11/1990')).toBe('1990-11-23');
    expect(isoToBrDate('1990-11-23')).toBe('23/11/1990');
    expect(brDateToIso('29/02/2000')).toBe('2000-02-29');
  });

  it.each(['31/02/1990', '29/02/1900', '00/01/1990', '15/13/1990', '1/1/1990', '1990-11-23'])(
    'reject %s, which is not a real dd/MM/yyyy date',
    (text) => {
      expect(brDateToIso(text)).toBeNull();
    },
  );

  it('rejects a malformed ISO date', () => {
    expect(isoToBrDate('23/11/1990')).toBeNull();
    expect(isoToBrDate('1990-02-30')).toBeNull();
  });
});

describe('isValidBirthDate', () => {
  it('accepts today and the past, not tomorrow (in São Paulo)', () => {
    expect(isValidBirthDate('10/05/2024', '2024-05-10')).toBe(true);
    expect(isValidBirthDate('11/05/2024', '2024-05-10')).toBe(false);
    expect(isValidBirthDate('01/01/1900', '2024-05-10')).toBe(true);
    expect(isValidBirthDate('31/12/1899', '2024-05-10')).toBe(false);
  });

  it("uses São Paulo's date by default", () => {
    const today = saoPauloDate(new Date());
    expect(isValidBirthDate(isoToBrDate(today.iso) ?? '')).toBe(true);
    expect(isValidBirthDate(`01/01/${today.year + 1}`)).toBe(false);
  });
});

describe('optionalBirthDateSchema', () => {
  it('keeps a valid date and reads blank or missing as not given', () => {
    expect(parsed(optionalBirthDateSchema, ' 23/11/1990 ')).toBe('23/11/1990');
    expect(parsed(optionalBirthDateSchema, '')).toBe('');
    expect(parsed(optionalBirthDateSchema, undefined)).toBe('');
  });

  it(`says '${INVALID}' for a future, unreal or malformed date`, () => {
    expect(messagesOf(optionalBirthDateSchema, '01/01/2999')).toEqual([INVALID]);
    expect(messagesOf(optionalBirthDateSchema, '31/04/1990')).toEqual([INVALID]);
    expect(messagesOf(optionalBirthDateSchema, '1990-11-23')).toEqual([INVALID]);
    expect(messagesOf(optionalBirthDateSchema, '23/11/19900')).toEqual([INVALID]);
  });
});

describe('birthDateField', () => {
  it('is required with its own message', () => {
    const field = birthDateField('O campo data de nascimento é obrigatório!');
    expect(messagesOf(field, '')).toEqual(['O campo data de nascimento é obrigatório!']);
    expect(messagesOf(field, '01/01/2999')).toEqual([INVALID]);
    expect(parsed(field, '23/11/1990')).toBe('23/11/1990');
  });
});
