// When a purchase's cashback changes state (DESIGN decision 4, docs/decisions/0013): it is pending
// from the purchase until 00:00 São Paulo time on the purchase's São Paulo date plus the carência,
// then available until 00:00 on its release date plus the validade in calendar months, when what is
// left of it expires. Both come from the rules version of the purchase's month.
import {
  addDays,
  addMonths,
  saoPauloDate,
  startOfDay,
  type CalendarDate,
} from '../crypto/sao-paulo-date.ts';
import type { ProgrammeRules } from './rules.ts';

export interface CashbackDates {
  /** The São Paulo date it becomes available, and the instant that date starts. */
  releaseDate: CalendarDate;
  releasesAt: Date;
  /** The São Paulo date what is left of it expires, and the instant that date starts. */
  expiryDate: CalendarDate;
  expiresAt: Date;
}

export function cashbackDates(rules: ProgrammeRules, purchasedAt: Date): CashbackDates {
  const releaseDate = addDays(saoPauloDate(purchasedAt), rules.graceDays);
  const expiryDate = addMonths(releaseDate, rules.validityMonths);
  return {
    releaseDate,
    releasesAt: startOfDay(releaseDate),
    expiryDate,
    expiresAt: startOfDay(expiryDate),
  };
}

/**
 * Cashback credited by hand (docs/decisions/0018-manual-adjustments.md): available at `creditedAt`,
 * with no carência, and expiring like a purchase's released that São Paulo day, by the validade of
 * the rules in force.
 */
export function availableNowExpiry(rules: ProgrammeRules, creditedAt: Date): Date {
  return cashbackDates({ ...rules, graceDays: 0 }, creditedAt).expiresAt;
}
