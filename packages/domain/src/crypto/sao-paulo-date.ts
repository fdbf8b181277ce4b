// Calendar dates as the programme counts them: in the America/Sao_Paulo time zone (DESIGN decisions 4, 9).

export const PROGRAMME_TIME_ZONE = 'America/Sao_Paulo';

export interface CalendarDate {
  /** ISO date, e.g. '2026-11-23'. */
  iso: string;
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
/**
 * Since 1914 São Paulo's offset from UTC has been a whole number of hours, changed only at a whole
 * UTC hour (its summer times began and ended at local midnight), so its date is the same all through a
 * UTC hour. The dates of the hours asked about are kept, by hour: formatting through Intl is most of
 * the cost, and a purchase asks about several hours at once (its own, and the first hours of the days
 * its cashback is released and expires). A process asks about few hours, so the map is simply emptied
 * in the rare case it fills.
 */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1914, 0, 1, 3);
const HOURS_KEPT = 4096;
const dateByHour = new Map<number, CalendarDate>();

export function saoPauloDate(instant: Date): CalendarDate {
  const time = instant.getTime();
  const hour = Math.floor(time / HOUR_MS);
  const known = dateByHour.get(hour);
  if (known) return known;
  // The formatter writes a year before 1000 without leading zeros ('999-12-31'); ISO has four digits.
  const date = calendarDate(formatter.format(instant).padStart(10, '0'));
  if (time >= WHOLE_HOUR_OFFSETS_SINCE) {
    if (dateByHour.size >= HOURS_KEPT) dateByHour.clear();
    dateByHour.set(hour, date);
  }
  return date;
}

/** Frozen: one may be handed to many callers (saoPauloDate). */
export function calendarDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return Object.freeze({ iso, year, month, day, weekday });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return calendarDate(utc.toISOString().slice(0, 10));
}

/** `months` calendar months after `date`; a day the month lacks becomes its last (31/01 + 1 → 28/02). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(date.day, lastDay);
  return calendarDate(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
}

/**
 * The first instant of `date` in São Paulo: 00:00 there, or 01:00 on the days its summer time began at
 * midnight. The offsets were whole hours from UTC−1 to UTC−5 at most, changed at whole UTC hours, so
 * the day starts on one of those UTC hours.
 */
export function startOfDay(date: CalendarDate): Date {
  for (let hour = 0; hour <= 6; hour += 1) {
    const instant = new Date(Date.UTC(date.year, date.month - 1, date.day, hour));
    if (saoPauloDate(instant).iso === date.iso) return instant;
  }
  throw new RangeError(`Data fora do fuso de São Paulo: ${date.iso}`);
}
