// DESIGN decision 4 (spec point 9): cashback counts per calendar month in São Paulo. The programme's
// rules are one value, read by everything that credits, shows or explains cashback: the percent a
// purchase earns by its position among the customer's purchases of the month, the counts of
// purchases at which levels 2 and 3 start, how long cashback stays pending (carência) and how long it
// then stays available (validade). Amounts round half up to the centavo. The rules are versioned
// (rules-versions.ts): a purchase takes the version in force in its month.

/** A percent of the purchase amount, a whole number. */
export type CashbackPercent = number;
/** 1 for the level every month starts at, then one more for each threshold reached. */
export type Level = number;

export interface ProgrammeRules {
  /** Percent of the 1st, 2nd, … purchase of the month; the last one applies to every later purchase. */
  readonly ratesByPosition: readonly CashbackPercent[];
  /** Purchases this month from which level 2 and level 3 start, in increasing order. */
  readonly levelThresholds: readonly number[];
  /** Days a purchase's cashback stays pending (carência), counted from its São Paulo date. */
  readonly graceDays: number;
  /** Calendar months available cashback lasts (validade), counted from its release. */
  readonly validityMonths: number;
}

export const MAX_PERCENT = 100;
/** The longest carência and validade a version may set: ten years, past any sensible programme. */
export const MAX_GRACE_DAYS = 3650;
export const MAX_VALIDITY_MONTHS = 120;

function assertPositiveInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} inválido: ${value}`);
}

function assertCount(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Contagem inválida: ${value}`);
}

/** A whole number from `min` to `max`, or a RangeError saying which setting is wrong. */
function assertWhole(value: number, min: number, max: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} deve ser um número inteiro de ${min} a ${max}: ${value}`);
  }
}

/**
 * The rules if they make sense: a whole percent for the first purchase on, rising level thresholds,
 * a carência and a validade in range. Otherwise a RangeError whose pt-BR message says what is wrong
 * (the rules command shows it as it is). What a new version must also meet is in rules-versions.ts.
 */
export function programmeRules(rules: ProgrammeRules): ProgrammeRules {
  const { ratesByPosition, levelThresholds, graceDays, validityMonths } = rules;
  if (ratesByPosition.length === 0) {
    throw new RangeError('Informe pelo menos um percentual de cashback');
  }
  for (const rate of ratesByPosition) assertWhole(rate, 0, MAX_PERCENT, 'Cada percentual');
  levelThresholds.forEach((threshold, index) => {
    if (!Number.isSafeInteger(threshold) || threshold < 1) {
      throw new RangeError(
        `Cada limite de nível deve ser um número inteiro maior que zero: ${threshold}`,
      );
    }
    if (index > 0 && threshold <= (levelThresholds[index - 1] ?? 0)) {
      throw new RangeError(
        `Cada limite de nível deve ser maior que o anterior: ${levelThresholds.join(', ')}`,
      );
    }
  });
  assertWhole(graceDays, 0, MAX_GRACE_DAYS, 'A carência (dias)');
  assertWhole(validityMonths, 1, MAX_VALIDITY_MONTHS, 'A validade (meses)');
  return {
    ratesByPosition: Object.freeze([...ratesByPosition]),
    levelThresholds: Object.freeze([...levelThresholds]),
    graceDays,
    validityMonths,
  };
}

/**
 * The rules the programme launched with, which the first migration of the rules (0040) seeds as the
 * version in force from the earliest purchase on: 5% for the 1st and 2nd purchase of the month, 10% for
 * the 3rd, 15% from the 4th; levels at 2 and 4 purchases; 30 days pending; 12 months available. The
 * database holds the versions in force; this value is the domain's tests' and the seed's reference.
 */
export const LAUNCH_RULES: ProgrammeRules = programmeRules({
  ratesByPosition: [5, 5, 10, 15],
  levelThresholds: [2, 4],
  graceDays: 30,
  validityMonths: 12,
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
