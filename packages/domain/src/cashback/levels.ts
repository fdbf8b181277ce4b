// The programme's levels as the app explains them (spec point 9, DESIGN decisions 4 and 13), written
// from the rules that credit purchases, with the spec's example computed by them: under the current
// rules R$ 30,00 gives R$ 1,50, R$ 3,00, R$ 4,50.
import { formatBrl } from '../money.ts';
import { capitalized, cardinalWord, ordinalWord } from './count-words.ts';
import {
  cashbackFor,
  cashbackRate,
  levelCount,
  levelThreshold,
  type CashbackPercent,
  type Level,
  type ProgrammeRules,
} from './rules.ts';

export const EXAMPLE_PURCHASE_CENTAVOS = 3000;

export interface LevelInfo {
  level: Level;
  title: string;
  /** The rate of the first purchase made at this level. */
  percent: CashbackPercent;
  description: string;
  /** Cashback on the R$ 30,00 example purchase at this level's rate. */
  exampleCashbackCentavos: number;
  example: string;
}

/** How many purchases from the start of `rates` share its first rate; null when they all do. */
function firstRun(rates: readonly number[]): number | null {
  const run = rates.findIndex((rate) => rate !== rates[0]);
  return run === -1 ? null : run;
}

/** The first position from which every purchase earns the last rate. */
function lastRunStart(rates: readonly number[]): number {
  let start = rates.length;
  while (start > 1 && rates[start - 2] === rates.at(-1)) start -= 1;
  return start;
}

function description(rules: ProgrammeRules, level: Level): string {
  const rates = rules.ratesByPosition;
  const reachedAt = levelThreshold(rules, level);
  if (level === 1) {
    const run = firstRun(rates);
    const purchases =
      run === null ? 'em todas as compras do mês' : `em até ${cardinalWord(run)} compras por mês`;
    return `Ao se cadastrar, você ganha ${cashbackRate(rules, 1)}% de cashback ${purchases}.`;
  }
  if (level < levelCount(rules)) {
    return (
      `A ${ordinalWord(reachedAt)} compra do mês leva você ao nível ${level}: a ` +
      `${ordinalWord(reachedAt + 1)} compra do mês ganha ${cashbackRate(rules, reachedAt + 1)}% de cashback.`
    );
  }
  const purchases =
    reachedAt === 1
      ? 'Uma compra no mês leva'
      : `${capitalized(cardinalWord(reachedAt))} compras no mês levam`;
  return (
    `${purchases} você ao nível ${level}: a partir da ${ordinalWord(lastRunStart(rates))} compra ` +
    `do mês, ${rates.at(-1) ?? 0}% de cashback.`
  );
}

function levelInfo(rules: ProgrammeRules, level: Level): LevelInfo {
  const firstPurchase = levelThreshold(rules, level) + 1;
  const exampleCashbackCentavos = cashbackFor(rules, EXAMPLE_PURCHASE_CENTAVOS, firstPurchase);
  return {
    level,
    title: `Nível ${level}`,
    percent: cashbackRate(rules, firstPurchase),
    description: description(rules, level),
    exampleCashbackCentavos,
    example: `Numa compra de ${formatBrl(EXAMPLE_PURCHASE_CENTAVOS)}, você recebe ${formatBrl(exampleCashbackCentavos)} de cashback.`,
  };
}

/** Every level of the rules, level 1 first. */
export function describeLevels(rules: ProgrammeRules): LevelInfo[] {
  return Array.from({ length: levelCount(rules) }, (_, index) => levelInfo(rules, index + 1));
}
