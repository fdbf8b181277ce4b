// The console's own CSV files, built in the browser from a table the screen already shows, made for a
// Brazilian spreadsheet to open as they are, like the API's exports: UTF-8 with a BOM (so accents
// survive), `;` between fields (`,` is the decimal separator there), amounts and rates with a decimal
// comma and no thousands dot, dates as dd/mm/aaaa and months as mm/aaaa. Each cell says what it holds,
// so a number is written as a number and only text is guarded against running as a formula.
import { PROGRAMME_TIME_ZONE } from '@fidelidade/domain/crypto/sao-paulo-date';

const BOM = '\uFEFF';

export type CsvCell =
  | { kind: 'texto'; value: string }
  | { kind: 'inteiro' | 'centavos' | 'percentual' | 'decimal'; value: number | null }
  /** 'AAAA-MM'. */
  | { kind: 'mes'; value: string }
  /** 'AAAA-MM-DD', or an ISO instant read in São Paulo. */
  | { kind: 'data'; value: string };

export const texto = (value: string): CsvCell => ({ kind: 'texto', value });
export const inteiro = (value: number | null): CsvCell => ({ kind: 'inteiro', value });
/** An amount in cents, written in reais. */
export const centavos = (value: number | null): CsvCell => ({ kind: 'centavos', value });
/** A fraction (0.25), written as a percentage (25,00). */
export const percentual = (value: number | null): CsvCell => ({ kind: 'percentual', value });
/** A number with two decimals (an average). */
export const decimal = (value: number | null): CsvCell => ({ kind: 'decimal', value });
export const mes = (value: string): CsvCell => ({ kind: 'mes', value });
export const data = (value: string): CsvCell => ({ kind: 'data', value });

const TWO_DECIMALS = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PROGRAMME_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function dateText(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : DATE.format(new Date(value));
}

function monthText(value: string): string {
  const [year = '', month = ''] = value.split('-');
  return `${month}/${year}`;
}

/** Text a spreadsheet would run as a formula gets an apostrophe before it, as the API's files do. */
function guarded(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  switch (cell.kind) {
    case 'texto':
      return guarded(cell.value);
    case 'mes':
      return monthText(cell.value);
    case 'data':
      return dateText(cell.value);
    default:
      if (cell.value === null) return '';
      if (cell.kind === 'inteiro') return String(cell.value);
      if (cell.kind === 'centavos') return TWO_DECIMALS.format(cell.value / 100);
      if (cell.kind === 'percentual') return TWO_DECIMALS.format(cell.value * 100);
      return TWO_DECIMALS.format(cell.value);
  }
}

/** RFC 4180: a field holding the separator, a quote or a line break goes in quotes, quotes doubled. */
function field(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the header line, then one line per row, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [
    header.map((name) => field(guarded(name))),
    ...rows.map((row) => row.map((cell) => field(cellText(cell)))),
  ];
  return `${BOM}${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

export function csvBlob(text: string): Blob {
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
