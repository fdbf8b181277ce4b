import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  PROGRAMME_TIME_ZONE,
  saoPauloDate,
} from '../../src/crypto/sao-paulo-date.ts';

describe('saoPauloDate', () => {
  it('turns the day at midnight São Paulo time, not UTC', () => {
    expect(saoPauloDate(new Date('2026-03-15T23:59:59-03:00')).iso).toBe('2026-03-15');
    expect(saoPauloDate(new Date('2026-03-16T00:00:00-03:00')).iso).toBe('2026-03-16');
    expect(saoPauloDate(new Date('2026-03-16T02:00:00Z')).iso).toBe('2026-03-15');
  });

  it('gives every instant of a UTC hour the same date, asked in any order', () => {
    const hour = Date.UTC(2026, 2, 16, 2);
    const dates = [59, 0, 30, 60, -1].map((minute) =>
      saoPauloDate(new Date(hour + minute * 60_000)),
    );
    expect(dates.map((date) => date.iso)).toEqual([
      '2026-03-15',
      '2026-03-15',
      '2026-03-15',
      '2026-03-16',
      '2026-03-15',
    ]);
  });

  it('follows the old summer times, which began and ended at local midnight', () => {
    // 2018-11-04 00:00 BRT (03:00 UTC) became 01:00 BRST; 2019-02-17 00:00 BRST went back to 23:00.
    expect(saoPauloDate(new Date('2018-11-04T02:59:59Z')).iso).toBe('2018-11-03');
    expect(saoPauloDate(new Date('2018-11-04T03:00:00Z')).iso).toBe('2018-11-04');
    expect(saoPauloDate(new Date('2019-02-17T01:59:59Z')).iso).toBe('2019-02-16');
    expect(saoPauloDate(new Date('2019-02-17T02:00:00Z')).iso).toBe('2019-02-16');
    expect(saoPauloDate(new Date('2019-02-17T03:00:00Z')).iso).toBe('2019-02-17');
  });

  it('answers the right date for hours asked in turn, more of them than it keeps, and again', () => {
    // Every hour of a year with a summer time (the map fills and is emptied), then the last day's
    // hours again, which it kept.
    const hours = Array.from(
      { length: 366 * 24 },
      (_, hour) => Date.UTC(2018, 6, 1) + hour * 3_600_000,
    );
    const byIntl = (time: number) =>
      new Date(time).toLocaleDateString('en-CA', { timeZone: PROGRAMME_TIME_ZONE });
    const asked = [...hours, ...hours.slice(-24)];
    expect(asked.filter((time) => saoPauloDate(new Date(time)).iso !== byIntl(time))).toEqual([]);
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
