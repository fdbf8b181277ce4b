import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, saoPauloDate } from '../../src/crypto/sao-paulo-date.ts';

describe('saoPauloDate', () => {
  it('turns the day at midnight São Paulo time, not UTC', () => {
    expect(saoPauloDate(new Date('2026-03-15T23:59:59-03:00')).iso).toBe('2026-03-15');
    expect(saoPauloDate(new Date('2026-03-16T00:00:00-03:00')).iso).toBe('2026-03-16');
    expect(saoPauloDate(new Date('2026-03-16T02:00:00Z')).iso).toBe('2026-03-15');
  });
});

describe('calendarDate / addDays', () => {
  it('know the weekday and cross month and year ends', () => {
    expect(calendarDate('2026-03-15')).toEqual({
      iso: '2026-03-15',
      year: 2026,
      month: 3,
      day: 15,
      weekday: 0,
    });
    expect(addDays(calendarDate('2026-12-31'), 1).iso).toBe('2027-01-01');
    expect(addDays(calendarDate('2028-03-01'), -1).iso).toBe('2028-02-29');
  });
});
