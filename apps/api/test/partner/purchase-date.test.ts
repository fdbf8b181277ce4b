// dataHora's bounds (DESIGN decision 5): never ahead of the clock, never before 2000, never older than
// PURCHASE_MAX_AGE, whatever that is set to; its message says the configured age in words.
import { describe, expect, it } from 'vitest';
import { durationInWords, purchaseDateSchema } from '../../src/partner/purchase-date.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const messageOf = (maxAgeMs: number, dataHora: string) =>
  purchaseDateSchema(maxAgeMs).safeParse(dataHora).error?.issues[0]?.message;

describe('purchaseDateSchema', () => {
  it('takes an instant inside the age and refuses one just past it, in words', () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    expect(messageOf(36 * HOUR_MS, ago(35 * HOUR_MS))).toBeUndefined();
    expect(messageOf(36 * HOUR_MS, ago(37 * HOUR_MS))).toBe(
      'O campo dataHora não pode ser anterior a 2000-01-01 nem de mais de 36 horas atrás.',
    );
  });

  it('refuses anything before 2000 even when the age would allow it', () => {
    const fortyYears = 40 * 366 * DAY_MS;
    expect(messageOf(fortyYears, '2000-01-01T00:00:00Z')).toBeUndefined();
    for (const dataHora of [
      '1999-12-31T23:59:59Z',
      '1970-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
    ]) {
      expect(messageOf(fortyYears, dataHora)).toMatch(/^O campo dataHora não pode ser anterior/);
    }
  });
});

describe('durationInWords', () => {
  it.each([
    [90 * DAY_MS, '90 dias'],
    [DAY_MS, '1 dia'],
    [36 * HOUR_MS, '36 horas'],
    [90 * 60_000, '90 minutos'],
    [1_000, '1 segundo'],
    [1_500, '1500 milissegundos'],
  ])('%i ms is %s', (ms, words) => {
    expect(durationInWords(ms)).toBe(words);
  });
});
