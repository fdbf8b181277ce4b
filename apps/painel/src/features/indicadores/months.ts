// The months a dashboard may show: the São Paulo month now and INDICADORES_MESES_MAX before it, newest
// first, each named as a person says it ("novembro de 2026").
import { monthKey } from '@fidelidade/domain/cashback/month';
import { addMonths, calendarDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { INDICADORES_MESES_MAX } from '@fidelidade/domain/contracts/painel/indicadores';

const MONTH_NAME = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'AAAA-MM' as "novembro de 2026". */
export function monthName(mes: string): string {
  const [year = 0, month = 1] = mes.split('-').map(Number);
  return MONTH_NAME.format(Date.UTC(year, month - 1, 1));
}

export function dashboardMonths(now: Date): { id: string; name: string }[] {
  const first = calendarDate(`${monthKey(now)}-01`);
  return Array.from({ length: INDICADORES_MESES_MAX + 1 }, (_, back) => {
    const id = addMonths(first, -back).iso.slice(0, 7);
    return { id, name: monthName(id) };
  });
}
