// The loyalty month (DESIGN decision 4): São Paulo calendar months, and the statement's periods.
import { describe, expect, it } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { addMonths, periodMonths } from '../../src/loyalty/months.ts';

describe('monthKey at the São Paulo month boundary', () => {
  it('puts 23:59 of the last day in that month and 00:00 in the next', () => {
    expect(monthKey(new Date('2026-01-31T23:59:59-03:00'))).toBe('2026-01');
    expect(monthKey(new Date('2026-02-01T00:00:00-03:00'))).toBe('2026-02');
    // 01:30 UTC on 1 December is still 30 November in São Paulo.
    expect(monthKey(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11');
    expect(monthKey(new Date('2026-12-31T23:59:00-03:00'))).toBe('2026-12');
    expect(monthKey(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01');
  });
});

describe('statement months', () => {
  it('adds and subtracts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('lists 3, 6 or 12 months ending with the current one, oldest first', () => {
    expect(periodMonths('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(periodMonths('2026-11', 6)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(periodMonths('2026-11', 12)[0]).toBe('2025-12');
    expect(periodMonths('2026-11', 12)).toHaveLength(12);
  });
});
