// The instants a console filter of São Paulo days (`?de&ate`, contracts/painel/dia.ts) spans: from the
// start of `de` up to, not including, the start of the day after `ate`.
import { addDays, calendarDate, startOfDay } from '@fidelidade/domain/crypto/sao-paulo-date';

export interface DayRange {
  from?: Date;
  before?: Date;
}

export function dayRange(de: string | undefined, ate: string | undefined): DayRange {
  return {
    ...(de ? { from: startOfDay(calendarDate(de)) } : {}),
    ...(ate ? { before: startOfDay(addDays(calendarDate(ate), 1)) } : {}),
  };
}
