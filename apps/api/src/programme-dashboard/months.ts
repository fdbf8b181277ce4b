// The dashboard's months: São Paulo calendar months, 'AAAA-MM', from INDICADORES_MESES_MAX back to the
// current one (contracts/painel/indicadores.ts).
import { monthKey } from '@fidelidade/domain/cashback/month';
import { INDICADORES_MESES_MAX } from '@fidelidade/domain/contracts/painel/indicadores';
import { addMonths, calendarDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { consoleDashboardMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';

/** The month `months` after `mes` (before, when negative). */
export function shiftMonth(mes: string, months: number): string {
  return addMonths(calendarDate(`${mes}-01`), months).iso.slice(0, 7);
}

/** The month asked for, this one when none; 400 for one in the future or too far back. */
export function dashboardMonth(mes: string | undefined, now: Date): string {
  const current = monthKey(now);
  if (mes === undefined) return current;
  if (mes > current || mes < shiftMonth(current, -INDICADORES_MESES_MAX)) {
    throw new ApiError(400, consoleDashboardMessages.invalidMonth);
  }
  return mes;
}
