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

  it('writes every amount exactly as Intl does in pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789];
    for (let step = 7; amounts.length < 2000; step = (step * 31 + 17) % 9_999_999_937) {
      amounts.push(step);
    }
    // Up to R$ 1 trillion: beyond, Intl's own division by 100 in floating point starts to round.
    amounts.push(99_999_999_999_999);
    const negatives = amounts.filter((value) => value > 0).map((value) => -value);
    for (const centavos of [...amounts, ...negatives]) {
      expect(formatBrl(centavos), String(centavos)).toBe(intl.format(centavos / 100));
    }
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
