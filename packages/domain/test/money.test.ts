import { describe, expect, it } from 'vitest';
import { formatBrl, parseBrl } from '../src/money.ts';

// Intl puts a no-break space between the symbol and the amount.
const brl = (text: string) => text.replace(' ', '\u00a0');

describe('formatBrl', () => {
  it('shows integer centavos as pt-BR reais', () => {
    expect(formatBrl(150)).toBe(brl('R$ 1,50'));
    expect(formatBrl(3000)).toBe(brl('R$ 30,00'));
    expect(formatBrl(123456789)).toBe(brl('R$ 1.234.567,89'));
    expect(formatBrl(0)).toBe(brl('R$ 0,00'));
  });

  it('refuses fractions of a centavo', () => {
    expect(() => formatBrl(1.5)).toThrow(RangeError);
  });
});

describe('parseBrl', () => {
  it.each([
    ['R$ 1,50', 150],
    [brl('R$ 1.234,56'), 123456],
    ['1234,56', 123456],
    ['30', 3000],
    ['0,5', 50],
    [' 2,05 ', 205],
  ])('%j → %i centavos', (text, centavos) => {
    expect(parseBrl(text)).toBe(centavos);
  });

  it.each(['', 'R$', '1,234', '12.34', '1.23,00', '-1,00', 'abc'])('rejects %j', (text) => {
    expect(parseBrl(text)).toBeNull();
  });

  it('round-trips with formatBrl', () => {
    for (const centavos of [1, 99, 100, 3000, 987654321]) {
      expect(parseBrl(formatBrl(centavos))).toBe(centavos);
    }
  });
});
