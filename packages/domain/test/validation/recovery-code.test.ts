import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  generateRecoveryCode,
  isRecoveryCode,
  normalizeRecoveryCode,
  recoveryCodeSchema,
} from '../../src/validation/recovery-code.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('recovery code (DESIGN decision 3)', () => {
  it('uses upper-case letters without I and O, and the ten digits', () => {
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(34);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(34);
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[IO]/);
  });

  it("accepts the placeholder's shape, 'ABCD12'", () => {
    expect(isRecoveryCode('ABCD12')).toBe(true);
    expect(parsed(recoveryCodeSchema, 'ABCD12')).toBe('ABCD12');
  });

  it('accepts a code case-insensitively and normalises it to upper case', () => {
    expect(parsed(recoveryCodeSchema, ' abcd12 ')).toBe('ABCD12');
  });

  it('reads a typed O or I as the digit it looks like', () => {
    expect(normalizeRecoveryCode('ab0o1i')).toBe('AB0011');
    expect(parsed(recoveryCodeSchema, 'XYZO1I')).toBe('XYZ011');
  });

  it.each(['ABC12', 'ABCDE12', 'ABC-12', 'ABCD1Ç', 'maria@exemplo.com'])(
    "rejects %s with 'Código inválido!'",
    (code) => {
      expect(messagesOf(recoveryCodeSchema, code)).toEqual(['Código inválido!']);
    },
  );

  it('asks for the code when empty (spec point 5, step 3)', () => {
    expect(messagesOf(recoveryCodeSchema, ' ')).toEqual([
      'Por favor, preencha o código de confirmação.',
    ]);
  });

  it('generates valid, varying codes', () => {
    const codes = Array.from({ length: 200 }, generateRecoveryCode);
    for (const code of codes) {
      expect(code).toHaveLength(RECOVERY_CODE_LENGTH);
      expect(isRecoveryCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(codes.join('')).not.toMatch(/[IO]/);
  });
});
