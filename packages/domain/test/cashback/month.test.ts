import { describe, expect, it } from 'vitest';
import { monthKey } from '../../src/cashback/month.ts';

// São Paulo has been UTC−3 all year since 2019 (no daylight saving).
describe('monthKey (the São Paulo calendar month)', () => {
  it('keeps 23:59 on the last day in the old month and 00:00 in the new one', () => {
    expect(monthKey(new Date('2025-01-31T23:59:59-03:00'))).toBe('2025-01');
    expect(monthKey(new Date('2025-02-01T00:00:00-03:00'))).toBe('2025-02');
  });

  it('differs from UTC around midnight', () => {
    // 02:30 UTC on 1 March is still 28 February, 23:30, in São Paulo.
    expect(monthKey(new Date('2025-03-01T02:30:00Z'))).toBe('2025-02');
    expect(monthKey(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03');
  });

  it('crosses the year', () => {
    expect(monthKey(new Date('2025-12-31T23:59:00-03:00'))).toBe('2025-12');
    expect(monthKey(new Date('2026-01-01T00:00:00-03:00'))).toBe('2026-01');
  });

  it('writes every year with four digits, as the YYYY-MM key the ledger stores', () => {
    expect(monthKey(new Date('0001-06-15T12:00:00Z'))).toBe('0001-06');
    expect(monthKey(new Date('0999-12-15T12:00:00Z'))).toBe('0999-12');
    expect(monthKey(new Date('9999-12-31T12:00:00Z'))).toBe('9999-12');
  });
});
