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

export function saoPauloDate(instant: Date): CalendarDate {
  const iso = formatter.format(instant);
  return calendarDate(iso);
}

export function calendarDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { iso, year, month, day, weekday };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return calendarDate(utc.toISOString().slice(0, 10));
}
