import { describe, expect, it } from 'vitest';
import {
  LAUNCH_RULES,
  cashbackFor as cashbackUnderRules,
  cashbackRate as rateUnderRules,
  levelCount,
  levelFor as levelUnderRules,
  nextLevel,
  programmeRules,
  purchasesToNextLevel as toNextUnderRules,
  steadyPosition,
  type ProgrammeRules,
} from '../../src/cashback/rules.ts';

const cashbackRate = (index: number) => rateUnderRules(LAUNCH_RULES, index);
const cashbackFor = (amount: number, index: number) =>
  cashbackUnderRules(LAUNCH_RULES, amount, index);
const levelFor = (purchases: number) => levelUnderRules(LAUNCH_RULES, purchases);
const purchasesToNextLevel = (purchases: number) => toNextUnderRules(LAUNCH_RULES, purchases);

describe('LAUNCH_RULES (DESIGN decision 4)', () => {
  it('is 5%, 5%, 10% then 15% by position, levels from 2 and 4 purchases, 30 days, 12 months', () => {
    expect(LAUNCH_RULES).toEqual({
      ratesByPosition: [5, 5, 10, 15],
      levelThresholds: [2, 4],
      graceDays: 30,
      validityMonths: 12,
    });
  });

  it('cannot be changed in place', () => {
    expect(Object.isFrozen(LAUNCH_RULES.ratesByPosition)).toBe(true);
    expect(Object.isFrozen(LAUNCH_RULES.levelThresholds)).toBe(true);
  });
});

describe('programmeRules', () => {
  const rulesWith = (change: Partial<ProgrammeRules>): ProgrammeRules => ({
    ...LAUNCH_RULES,
    ...change,
  });
  it.each<[string, ProgrammeRules]>([
    ['no rate', rulesWith({ ratesByPosition: [] })],
    ['a fractional rate', rulesWith({ ratesByPosition: [5, 7.5] })],
    ['a negative rate', rulesWith({ ratesByPosition: [-5] })],
    ['a rate above 100%', rulesWith({ ratesByPosition: [101] })],
    ['a threshold of 0', rulesWith({ levelThresholds: [0, 2] })],
    ['thresholds out of order', rulesWith({ levelThresholds: [4, 2] })],
    ['a repeated threshold', rulesWith({ levelThresholds: [2, 2] })],
    ['a negative carência', rulesWith({ graceDays: -1 })],
    ['a fractional carência', rulesWith({ graceDays: 1.5 })],
    ['a validade of 0 months', rulesWith({ validityMonths: 0 })],
    ['a validade past ten years', rulesWith({ validityMonths: 121 })],
  ])('refuses rules with %s', (_, rules) => {
    expect(() => programmeRules(rules)).toThrow(RangeError);
  });

  it('takes a copy, so the caller’s arrays changing later changes nothing', () => {
    const rates = [3, 6];
    const rules = programmeRules({ ...LAUNCH_RULES, ratesByPosition: rates, levelThresholds: [1] });
    rates[0] = 50;
    expect(rules.ratesByPosition).toEqual([3, 6]);
  });
});

describe('cashbackRate (DESIGN decision 4)', () => {
  it('gives 5% to the 1st and 2nd purchase of the month, 10% to the 3rd, 15% from the 4th', () => {
    expect([1, 2, 3, 4, 5, 30].map(cashbackRate)).toEqual([5, 5, 10, 15, 15, 15]);
  });

  it('reads the rates of the rules it is given, the last one for every later purchase', () => {
    const rules = programmeRules({
      ...LAUNCH_RULES,
      ratesByPosition: [1, 2, 3],
      levelThresholds: [],
    });
    expect([1, 2, 3, 4, 99].map((index) => rateUnderRules(rules, index))).toEqual([1, 2, 3, 3, 3]);
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

describe('levelFor / purchasesToNextLevel / nextLevel', () => {
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

  it('names the next level, none above level 3', () => {
    expect(levelCount(LAUNCH_RULES)).toBe(3);
    expect([1, 2, 3].map((level) => nextLevel(LAUNCH_RULES, level))).toEqual([2, 3, null]);
  });

  it('reads the thresholds of the rules it is given', () => {
    const rules = programmeRules({
      ...LAUNCH_RULES,
      ratesByPosition: [5],
      levelThresholds: [1, 3, 10],
    });
    expect([0, 1, 2, 3, 9, 10].map((count) => levelUnderRules(rules, count))).toEqual([
      1, 2, 2, 3, 3, 4,
    ]);
    expect([0, 1, 3, 9, 10].map((count) => toNextUnderRules(rules, count))).toEqual([
      1, 2, 7, 1, 0,
    ]);
    expect(nextLevel(rules, 3)).toBe(4);
    expect(nextLevel(rules, 4)).toBeNull();
  });

  it('has a single level when the rules have no threshold', () => {
    const rules = programmeRules({ ...LAUNCH_RULES, ratesByPosition: [5], levelThresholds: [] });
    expect(levelUnderRules(rules, 50)).toBe(1);
    expect(toNextUnderRules(rules, 50)).toBe(0);
  });

  it('refuses a negative count', () => {
    expect(() => levelFor(-1)).toThrow(RangeError);
  });
});

describe('steadyPosition', () => {
  it('is where neither the rate nor the level changes any more', () => {
    expect(steadyPosition(LAUNCH_RULES)).toBe(4);
    const rules = programmeRules({
      ...LAUNCH_RULES,
      ratesByPosition: [5, 10],
      levelThresholds: [6],
    });
    expect(steadyPosition(rules)).toBe(6);
    for (const rulesOf of [LAUNCH_RULES, rules]) {
      const steady = steadyPosition(rulesOf);
      for (let later = steady; later < steady + 5; later += 1) {
        expect(rateUnderRules(rulesOf, later)).toBe(rateUnderRules(rulesOf, steady));
        expect(levelUnderRules(rulesOf, later)).toBe(levelUnderRules(rulesOf, steady));
      }
    }
  });
});
