// The loyalty month is the São Paulo calendar month (DESIGN decision 4).
import { saoPauloDate } from '../crypto/sao-paulo-date.ts';

/** 'YYYY-MM' of the São Paulo calendar month an instant falls in. */
export function monthKey(instant: Date): string {
  return saoPauloDate(instant).iso.slice(0, 7);
}
