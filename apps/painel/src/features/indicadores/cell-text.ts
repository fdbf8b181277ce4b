// A table cell as the screen shows it (the CSV file writes the same cell for a spreadsheet): counts with
// a thousands dot, reais, percentages and averages in pt-BR, months as mm/aaaa; a figure that does not
// apply is a dash.
import { PROGRAMME_TIME_ZONE } from '@fidelidade/domain/crypto/sao-paulo-date';
import { formatCentavos, formatMonth } from '../../lib/formatters.ts';
import type { CsvCell } from '../../lib/csv.ts';

const COUNT = new Intl.NumberFormat('pt-BR');
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const AVERAGE = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const DATE = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: PROGRAMME_TIME_ZONE,
});

export const NOT_APPLICABLE = '—';

export function cellText(cell: CsvCell): string {
  switch (cell.kind) {
    case 'texto':
      return cell.value;
    case 'mes':
      return formatMonth(cell.value);
    case 'data':
      return DATE.format(new Date(cell.value));
    default:
      if (cell.value === null) return NOT_APPLICABLE;
      if (cell.kind === 'inteiro') return COUNT.format(cell.value);
      if (cell.kind === 'centavos') return formatCentavos(cell.value);
      if (cell.kind === 'percentual') return PERCENT.format(cell.value);
      return AVERAGE.format(cell.value);
  }
}

/** A cell as the chart plots it: reais for an amount, nothing as zero. */
export function cellNumber(cell: CsvCell): number {
  if (cell.kind === 'texto' || cell.kind === 'mes' || cell.kind === 'data') return 0;
  if (cell.value === null) return 0;
  return cell.kind === 'centavos' ? cell.value / 100 : cell.value;
}
