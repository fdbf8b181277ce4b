// DESIGN decision 4 (spec point 9): cashback counts per calendar month in São Paulo. The programme's
// rules are one value, read by everything that credits, shows or explains cashback: the percent a
// purchase earns by its position among the customer's purchases of the month, and the counts of
// purchases at which each level above level 1 starts. Amounts round half up to the centavo.

/** A percent of the purchase amount, a whole number. */
export type CashbackPercent = number;
/** 1 for the level every month starts at, then one more for each threshold reached. */
export type Level = number;

export interface ProgrammeRules {
  /** Percent of the 1st, 2nd, … purchase of the month; the last one applies to every later purchase. */
  readonly ratesByPosition: readonly CashbackPercent[];
  /** Purchases this month from which level 2, 3, … starts, in increasing order. */
  readonly levelThresholds: readonly number[];
}

export const MAX_PERCENT = 100;

function assertPositiveInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} inválido: ${value}`);
}

function assertCount(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Contagem inválida: ${value}`);
}

/** The rules if they make sense (a rate for the first purchase, whole percents, rising thresholds). */
export function programmeRules(rules: ProgrammeRules): ProgrammeRules {
  const { ratesByPosition, levelThresholds } = rules;
  if (ratesByPosition.length === 0) throw new RangeError('Regras sem percentual de cashback');
  for (const rate of ratesByPosition) {
    if (!Number.isSafeInteger(rate) || rate < 0 || rate > MAX_PERCENT) {
      throw new RangeError(`Percentual inválido: ${rate}`);
    }
  }
  levelThresholds.forEach((threshold, index) => {
    assertPositiveInteger(threshold, 'Limite de nível');
    if (index > 0 && threshold <= (levelThresholds[index - 1] ?? 0)) {
      throw new RangeError(`Limites de nível fora de ordem: ${levelThresholds.join(', ')}`);
    }
  });
  return {
    ratesByPosition: Object.freeze([...ratesByPosition]),
    levelThresholds: Object.freeze([...levelThresholds]),
  };
}

/** The rules in force: the 1st and 2nd purchase 5%, the 3rd 10%, the 4th on 15%; levels at 2 and 4. */
export const CURRENT_RULES: ProgrammeRules = programmeRules({
  ratesByPosition: [5, 5, 10, 15],
  levelThresholds: [2, 4],
});

/** The number of levels: level 1 and one per threshold. */
export function levelCount(rules: ProgrammeRules): number {
  return rules.levelThresholds.length + 1;
}

/**
 * The position from which neither the rate of a purchase nor the level after it changes any more:
 * every position up to it has its own rate and level, and every later one shares its.
 */
export function steadyPosition(rules: ProgrammeRules): number {
  return Math.max(rules.ratesByPosition.length, rules.levelThresholds.at(-1) ?? 1);
}

/** The percent a purchase earns, by its 1-based position among the customer's purchases this month. */
export function cashbackRate(rules: ProgrammeRules, purchaseIndexInMonth: number): CashbackPercent {
  assertPositiveInteger(purchaseIndexInMonth, 'Índice da compra');
  const rates = rules.ratesByPosition;
  return rates[Math.min(purchaseIndexInMonth, rates.length) - 1] ?? 0;
}

/** Cashback in centavos for a purchase of `amountCentavos`, rounded half up to the centavo. */
export function cashbackFor(
  rules: ProgrammeRules,
  amountCentavos: number,
  purchaseIndexInMonth: number,
): number {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos < 0) {
    throw new RangeError(`Valor inválido: ${amountCentavos}`);
  }
  const percent = cashbackRate(rules, purchaseIndexInMonth);
  // Integer arithmetic: amount × percent is exact, and +50 then floor-divide by 100 is half up.
  return Math.floor((amountCentavos * percent + 50) / 100);
}

/** The level shown for the number of purchases made this month. */
export function levelFor(rules: ProgrammeRules, purchasesThisMonth: number): Level {
  assertCount(purchasesThisMonth);
  return 1 + rules.levelThresholds.filter((threshold) => purchasesThisMonth >= threshold).length;
}

/** The level after `level`, or null at the top level. */
export function nextLevel(rules: ProgrammeRules, level: Level): Level | null {
  return level < levelCount(rules) ? level + 1 : null;
}

/** Purchases this month from which `level` starts: 0 for level 1. */
export function levelThreshold(rules: ProgrammeRules, level: Level): number {
  return level === 1 ? 0 : (rules.levelThresholds[level - 2] ?? 0);
}

/** Purchases this month still needed to reach the next level; 0 at the top level. */
export function purchasesToNextLevel(rules: ProgrammeRules, purchasesThisMonth: number): number {
  const next = nextLevel(rules, levelFor(rules, purchasesThisMonth));
  return next === null ? 0 : levelThreshold(rules, next) - purchasesThisMonth;
}
