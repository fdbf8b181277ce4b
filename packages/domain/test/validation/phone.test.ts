import { describe, expect, it } from 'vitest';
import {
  AREA_CODES,
  isValidMobilePhone,
  mobilePhoneField,
  mobilePhoneSchema,
  normalizeMobilePhone,
} from '../../src/validation/phone.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('normalizeMobilePhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['+55 (21) 99876-5432', '21998765432'],
    ['5521998765432', '21998765432'],
    ['55 55 91234-5678', '55912345678'],
    ['(55) 91234-5678', '55912345678'],
  ])('reads %s as %s', (input, national) => {
    expect(normalizeMobilePhone(input)).toBe(national);
  });

  it.each([
    ['a landline (no 9)', '(11) 3456-7890'],
    ['an unknown area code', '(20) 98765-4321'],
    ['area code 10', '(10) 98765-4321'],
    ['too few digits', '(11) 9876-5432'],
    ['too many digits', '(11) 98765-43210'],
    ['a foreign country code', '+1 (11) 98765-4321'],
    ['letters', '(11) 9876A-4321'],
  ])('rejects %s', (_case, input) => {
    expect(isValidMobilePhone(input)).toBe(false);
  });

  it('knows the 67 area codes in use', () => {
    expect(AREA_CODES.size).toBe(67);
    expect(AREA_CODES.has('11')).toBe(true);
    expect(AREA_CODES.has('23')).toBe(false);
  });
});

describe('mobilePhoneSchema', () => {
  it('normalises to the 11 national digits', () => {
    expect(parsed(mobilePhoneSchema, ' (11) 98765-4321 ')).toBe('11987654321');
  });

  it("says 'O número de celular é inválido!' for a bad number", () => {
    expect(messagesOf(mobilePhoneSchema, '(11) 3456-7890')).toEqual([
      'O número de celular é inválido!',
    ]);
    expect(messagesOf(mobilePhoneSchema, '9'.repeat(21))).toEqual([
      'O número de celular é inválido!',
    ]);
  });

  it('says the field is required when empty, with the name the form gives it', () => {
    expect(messagesOf(mobilePhoneSchema, '')).toEqual(['O campo celular é obrigatório!']);
    expect(messagesOf(mobilePhoneField('O campo telefone é obrigatório!'), ' ')).toEqual([
      'O campo telefone é obrigatório!',
    ]);
  });
});
