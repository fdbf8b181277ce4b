import { describe, expect, it } from 'vitest';
import { availableNowExpiry, cashbackDates } from '../../src/cashback/lifecycle.ts';
import { LAUNCH_RULES } from '../../src/cashback/rules.ts';
import { addMonths, calendarDate, startOfDay } from '../../src/crypto/sao-paulo-date.ts';

describe('cashbackDates (30 days pending, 12 months available)', () => {
  it('releases at 00:00 São Paulo on the purchase date plus 30 days, expiring 12 months later', () => {
    // 2026-11-15 21:30 in São Paulo is already the 16th in UTC: the São Paulo date counts.
    const dates = cashbackDates(LAUNCH_RULES, new Date('2026-11-16T00:30:00Z'));
    expect(dates.releaseDate.iso).toBe('2026-12-15');
    expect(dates.releasesAt.toISOString()).toBe('2026-12-15T03:00:00.000Z');
    expect(dates.expiryDate.iso).toBe('2027-12-15');
    expect(dates.expiresAt.toISOString()).toBe('2027-12-15T03:00:00.000Z');
  });

  it('is available at once with no carência', () => {
    const rules = { ...LAUNCH_RULES, graceDays: 0, validityMonths: 1 };
    const dates = cashbackDates(rules, new Date('2027-01-31T15:00:00Z'));
    expect(dates.releaseDate.iso).toBe('2027-01-31');
    expect(dates.expiryDate.iso).toBe('2027-02-28');
  });
});

describe('availableNowExpiry (an adjustment credit)', () => {
  it('expires the validade after the São Paulo day it was credited, whatever the carência', () => {
    // 2026-11-15 21:30 in São Paulo: the 15th counts, not the 16th of UTC.
    const at = new Date('2026-11-16T00:30:00Z');
    expect(availableNowExpiry(LAUNCH_RULES, at).toISOString()).toBe('2027-11-15T03:00:00.000Z');
    const short = { ...LAUNCH_RULES, validityMonths: 1 };
    expect(availableNowExpiry(short, new Date('2027-01-31T15:00:00Z')).toISOString()).toBe(
      '2027-02-28T03:00:00.000Z',
    );
  });
});

describe('addMonths', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 12, '2027-12-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(addMonths(calendarDate(from), months).iso).toBe(to);
  });
});

describe('startOfDay', () => {
  it('is 00:00 in São Paulo (UTC−3 since 2019)', () => {
    expect(startOfDay(calendarDate('2026-11-26')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it('is 01:00 on a day its summer time began at midnight', () => {
    // 2018-11-04: clocks went from 00:00 to 01:00 (UTC−2), so the day began at 03:00 UTC.
    expect(startOfDay(calendarDate('2018-11-04')).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // During summer time the day begins at 00:00 UTC−2.
    expect(startOfDay(calendarDate('2018-12-01')).toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });
});
