import { describe, expect, it } from 'vitest';
import { creditForPurchase as creditUnderRules } from '../../src/cashback/ledger-effects.ts';
import { LAUNCH_RULES, programmeRules } from '../../src/cashback/rules.ts';

const creditForPurchase = (amount: number, before: number) =>
  creditUnderRules(LAUNCH_RULES, amount, before);

describe('creditForPurchase (DESIGN decision 4)', () => {
  it('places a purchase after the month’s non-cancelled ones and credits that position’s rate', () => {
    expect(creditForPurchase(3000, 0)).toEqual({ position: 1, percent: 5, cashbackCentavos: 150 });
    expect(creditForPurchase(3000, 1)).toEqual({ position: 2, percent: 5, cashbackCentavos: 150 });
    expect(creditForPurchase(3000, 2)).toEqual({ position: 3, percent: 10, cashbackCentavos: 300 });
    expect(creditForPurchase(3000, 3)).toEqual({ position: 4, percent: 15, cashbackCentavos: 450 });
  });

  it('gives a later purchase the place a cancelled one left', () => {
    // Three purchases this month, then the third is cancelled: two still count, so the next
    // purchase is the month's third again (10%), not its fourth (15%).
    const third = creditForPurchase(3000, 2);
    expect(third.percent).toBe(10);
    const stillCounting = 2;
    expect(creditForPurchase(5000, stillCounting)).toEqual({
      position: 3,
      percent: 10,
      cashbackCentavos: 500,
    });
    // Cancelling the first two as well puts the next purchase back at 5%.
    expect(creditForPurchase(5000, 0).percent).toBe(5);
  });

  it('rounds the credit half up to the centavo', () => {
    expect(creditForPurchase(1990, 0).cashbackCentavos).toBe(100); // 99,5 → 100
    expect(creditForPurchase(1003, 5).cashbackCentavos).toBe(150); // 150,45 → 150
  });

  it('credits the rate the given rules set for the position', () => {
    const rules = programmeRules({
      ...LAUNCH_RULES,
      ratesByPosition: [2, 8],
      levelThresholds: [1],
    });
    expect(creditUnderRules(rules, 3000, 0)).toEqual({
      position: 1,
      percent: 2,
      cashbackCentavos: 60,
    });
    expect(creditUnderRules(rules, 3000, 6)).toEqual({
      position: 7,
      percent: 8,
      cashbackCentavos: 240,
    });
  });

  it.each([-1, 1.5, Number.NaN])('refuses a month count of %s', (count) => {
    expect(() => creditForPurchase(1000, count)).toThrow(RangeError);
  });
});
