import { describe, expect, it } from 'vitest';
import {
  cashbackFor,
  cashbackRate,
  levelFor,
  purchasesToNextLevel,
} from '../../src/cashback/rules.ts';

describe('cashbackRate (DESIGN decision 4)', () => {
  it('gives 5% to the 1st and 2nd purchase of the month, 10% to the 3rd, 15% from the 4th', () => {
    expect([1, 2, 3, 4, 5, 30].map(cashbackRate)).toEqual([5, 5, 10, 15, 15, 15]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses purchase index %s', (index) => {
    expect(() => cashbackRate(index)).toThrow(RangeError);
  });
});

describe('cashbackFor', () => {
  it('turns R$ 30,00 into R$ 1,50, R$ 3,00 and R$ 4,50 (spec point 9)', () => {
    expect(cashbackFor(3000, 1)).toBe(150);
    expect(cashbackFor(3000, 2)).toBe(150);
    expect(cashbackFor(3000, 3)).toBe(300);
    expect(cashbackFor(3000, 4)).toBe(450);
  });

  it('rounds half up to the centavo', () => {
    expect(cashbackFor(10, 1)).toBe(1); // 0,5 centavo → 1
    expect(cashbackFor(9, 1)).toBe(0); // 0,45 → 0
    expect(cashbackFor(1990, 1)).toBe(100); // 99,5 → 100
    expect(cashbackFor(1989, 1)).toBe(99); // 99,45 → 99
    expect(cashbackFor(1003, 4)).toBe(150); // 150,45 → 150
    expect(cashbackFor(1010, 4)).toBe(152); // 151,5 → 152
    expect(cashbackFor(5, 3)).toBe(1); // 0,5 → 1
  });

  it('is exact for large amounts (no floating point drift)', () => {
    // R$ 99.999.999,90 at 15% is 1.499.999.998,5 centavos, which rounds up.
    expect(cashbackFor(9_999_999_990, 4)).toBe(1_499_999_999);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => cashbackFor(-1, 1)).toThrow(RangeError);
    expect(() => cashbackFor(10.5, 1)).toThrow(RangeError);
  });
});

describe('levelFor / purchasesToNextLevel', () => {
  it.each([
    [0, 1, 2],
    [1, 1, 1],
    [2, 2, 2],
    [3, 2, 1],
    [4, 3, 0],
    [12, 3, 0],
  ])('%i purchases this month: level %i, %i to go', (purchases, level, toGo) => {
    expect(levelFor(purchases)).toBe(level);
    expect(purchasesToNextLevel(purchases)).toBe(toGo);
  });

  it('refuses a negative count', () => {
    expect(() => levelFor(-1)).toThrow(RangeError);
  });
});
