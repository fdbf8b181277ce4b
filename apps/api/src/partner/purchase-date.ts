// When a purchase a store sends may have happened (DESIGN decision 5): an ISO 8601 instant with its
// offset, not ahead of the server's clock by more than a till's drift, from 2000 on, and no older than
// PURCHASE_MAX_AGE. A store's system sends its purchases as they happen, or catches up after an
// outage; a purchase from 1970 or from the year 999 is a broken till, not a sale to credit.
import { z } from 'zod';
import { partnerMessages } from '@fidelidade/domain/messages';

/** The earliest purchase any store may send, whatever PURCHASE_MAX_AGE says. */
export const EARLIEST_PURCHASE = '2000-01-01';
const EARLIEST_MS = Date.parse(`${EARLIEST_PURCHASE}T00:00:00Z`);
/** A till's clock may run a little fast; a purchase hours ahead is a mistake. */
const CLOCK_SKEW_MS = 5 * 60_000;

const UNITS: readonly (readonly [ms: number, one: string, many: string])[] = [
  [86_400_000, 'dia', 'dias'],
  [3_600_000, 'hora', 'horas'],
  [60_000, 'minuto', 'minutos'],
  [1_000, 'segundo', 'segundos'],
];

/** A duration in pt-BR words, in the largest unit that divides it: '90 dias', '36 horas'. */
export function durationInWords(ms: number): string {
  const [size, one, many] = UNITS.find(([unit]) => ms % unit === 0) ?? [
    1,
    'milissegundo',
    'milissegundos',
  ];
  const count = ms / size;
  return `${count} ${count === 1 ? one : many}`;
}

/** What the contract says of dataHora, for the OpenAPI document. */
export function purchaseDateRule(maxAgeMs: number): string {
  const age = durationInWords(maxAgeMs);
  return `dataHora de ${EARLIEST_PURCHASE} em diante, de no máximo ${age} atrás (PURCHASE_MAX_AGE) e nunca no futuro.`;
}

/** The dataHora field, as a Date; `maxAgeMs` is PURCHASE_MAX_AGE. */
export function purchaseDateSchema(maxAgeMs: number) {
  const tooOld = partnerMessages.tooOldDateTime(EARLIEST_PURCHASE, durationInWords(maxAgeMs));
  return z
    .string({ error: partnerMessages.invalidDateTime })
    .pipe(z.iso.datetime({ offset: true, error: partnerMessages.invalidDateTime }))
    .transform((text) => new Date(text))
    .refine((date) => date.getTime() <= Date.now() + CLOCK_SKEW_MS, {
      error: partnerMessages.futureDateTime,
    })
    .refine((date) => date.getTime() >= Math.max(EARLIEST_MS, Date.now() - maxAgeMs), {
      error: tooOld,
    });
}
