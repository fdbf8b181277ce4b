// The programme's rules change by versions (regras_programa): each starts on the 1st of a São Paulo
// month and holds until the next one starts. A purchase takes everything from the version in force in
// its month, so a new version never rewrites what was already credited; and since a version may only
// start after the month it is written in, the rules of the current and past months never change.
import { monthKey } from './month.ts';
import { programmeRules, type ProgrammeRules } from './rules.ts';

export interface RulesVersion {
  /** 'YYYY-MM': the São Paulo month whose 1st it starts on. */
  readonly startMonth: string;
  readonly rules: ProgrammeRules;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Spec point 9: the programme always has three levels, so two thresholds. */
export const VERSION_LEVEL_THRESHOLDS = 2;

/**
 * The version in force in `month` ('YYYY-MM'): the latest that started by then. The first version
 * also covers the months before it (the rules in force before versions were kept), so every purchase
 * the API accepts has rules. `versions` is in any order and never empty.
 */
export function versionInForce(versions: readonly RulesVersion[], month: string): RulesVersion {
  let inForce: RulesVersion | undefined;
  let first: RulesVersion | undefined;
  for (const version of versions) {
    if (!first || version.startMonth < first.startMonth) first = version;
    if (version.startMonth <= month && (!inForce || version.startMonth > inForce.startMonth)) {
      inForce = version;
    }
  }
  const found = inForce ?? first;
  if (!found) throw new Error('Nenhuma versão das regras do programa');
  return found;
}

/** The month after `month` ('YYYY-MM'). */
export function monthAfter(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * A new version, if it may be added at `now`: it starts on a month after the current São Paulo one,
 * with rates that never fall with the purchase's position, three levels, and rules that make sense
 * (programmeRules). Otherwise a RangeError with the pt-BR message the rules command shows.
 */
export function newRulesVersion(
  startMonth: string,
  rules: ProgrammeRules,
  now: Date,
): RulesVersion {
  if (!MONTH.test(startMonth)) {
    throw new RangeError(`O início deve ser um mês no formato AAAA-MM: ${startMonth}`);
  }
  const earliest = monthAfter(monthKey(now));
  if (startMonth < earliest) {
    throw new RangeError(
      `Uma versão nova começa no mês que vem ou depois (a partir de ${earliest}): ${startMonth}`,
    );
  }
  rules.ratesByPosition.forEach((rate, index) => {
    if (index > 0 && rate < (rules.ratesByPosition[index - 1] ?? 0)) {
      throw new RangeError(
        `Os percentuais não podem cair com a posição da compra no mês: ${rules.ratesByPosition.join(', ')}`,
      );
    }
  });
  if (rules.levelThresholds.length !== VERSION_LEVEL_THRESHOLDS) {
    throw new RangeError(
      'O programa tem três níveis: informe dois limites (as compras no mês dos níveis 2 e 3)',
    );
  }
  return { startMonth, rules: programmeRules(rules) };
}
