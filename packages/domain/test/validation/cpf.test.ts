import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from '@fidelidade/test-kit/cpf';
import { cpfCheckDigits, cpfField, cpfSchema, isValidCpf } from '../../src/validation/cpf.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', '11144477735', '111.444.777-35'])(
    'accepts %s, bare or masked',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each(['52998224724', '52998224715', '529.982.247-26'])(
    'rejects wrong check digits: %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it.each(['00000000000', '11111111111', '999.999.999-99'])(
    'rejects repeated-digit sequences: %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it.each(['5299822472', '529982247255', '529.982.24725', '529-982-247.25', 'abc52998224725'])(
    'rejects malformed input: %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('computes check digits that make valid CPFs, a remainder of 10 counting as 0', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('100000001')).toBe('08');
    for (const nine of ['123456789', '000000001', '987654321', '300000000']) {
      expect(isValidCpf(cpfWithCheckDigits(nine))).toBe(true);
    }
  });
});

describe('cpfSchema', () => {
  it('normalises to the 11 digits', () => {
    expect(parsed(cpfSchema, ' 529.982.247-25 ')).toBe('52998224725');
  });

  it("says 'CPF inválido!' for a bad CPF", () => {
    expect(messagesOf(cpfSchema, '529.982.247-24')).toEqual(['CPF inválido!']);
    expect(messagesOf(cpfSchema, '111.111.111-11')).toEqual(['CPF inválido!']);
    expect(messagesOf(cpfSchema, '529.982.247-255')).toEqual(['CPF inválido!']);
  });

  it('says the field is required when empty', () => {
    expect(messagesOf(cpfSchema, '')).toEqual(['O campo CPF é obrigatório!']);
  });

  it('takes its own empty message', () => {
    expect(messagesOf(cpfField('Digite o CPF!'), ' ')).toEqual(['Digite o CPF!']);
  });
});
