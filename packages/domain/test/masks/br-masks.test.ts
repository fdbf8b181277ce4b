import { describe, expect, it } from 'vitest';
import { applyMask, onlyDigits } from '../../src/masks/apply-mask.ts';
import {
  CEP_MASK,
  CPF_MASK,
  CPF_MAX_LENGTH,
  DATE_MASK,
  DATE_MAX_LENGTH,
  MOBILE_PHONE_MASK,
  MOBILE_PHONE_MAX_LENGTH,
  maskCardExpiry,
  maskCep,
  maskCpf,
  maskDate,
  maskMobilePhone,
} from '../../src/masks/br-masks.ts';

describe('mask patterns (imask notation, spec point 5)', () => {
  it('are the spec formats with its maximum lengths (spec point 9)', () => {
    expect(CPF_MASK).toBe('000.000.000-00');
    expect(MOBILE_PHONE_MASK).toBe('(00) 00000-0000');
    expect(DATE_MASK).toBe('00/00/0000');
    expect(CEP_MASK).toBe('00000-000');
    expect([CPF_MAX_LENGTH, MOBILE_PHONE_MAX_LENGTH, DATE_MAX_LENGTH]).toEqual([14, 15, 10]);
  });
});

describe('onlyDigits / applyMask', () => {
  it('keep the digits and lay them over the pattern', () => {
    expect(onlyDigits('(11) 98765-4321 ramal 2')).toBe('119876543212');
    expect(applyMask('1234', '00-00')).toBe('12-34');
    expect(applyMask('12', '00-00')).toBe('12');
    expect(applyMask('', '00-00')).toBe('');
  });
});

describe('maskCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299', '529.9'],
    ['529', '529'],
    ['529982247251234', '529.982.247-25'],
  ])('%s → %s', (typed, shown) => {
    expect(maskCpf(typed)).toBe(shown);
    expect(maskCpf(typed).length).toBeLessThanOrEqual(CPF_MAX_LENGTH);
  });
});

describe('maskMobilePhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['119', '(11) 9'],
    ['1', '(1'],
    ['11987654321999', '(11) 98765-4321'],
  ])('%s → %s', (typed, shown) => {
    expect(maskMobilePhone(typed)).toBe(shown);
  });
});

describe('maskDate, maskCep, maskCardExpiry', () => {
  it('format as the spec says', () => {
    expect(maskDate('23111990')).toBe('23/11/1990');
    expect(maskDate('2311')).toBe('23/11');
    expect(maskDate('231119901')).toBe('23/11/1990');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCardExpiry('1229')).toBe('12/29');
  });
});
