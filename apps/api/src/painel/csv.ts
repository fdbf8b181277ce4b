// The console's CSV files, made for a Brazilian spreadsheet to open as they are: UTF-8 with a BOM (so
// accents survive), `;` between fields (`,` is the decimal separator there), dates as dd/mm/aaaa
// HH:mm in São Paulo time. A field a spreadsheet would run as a formula is prefixed with an apostrophe.
import type { FastifyReply } from 'fastify';
import { PROGRAMME_TIME_ZONE } from '@fidelidade/domain/crypto/sao-paulo-date';

const BOM = '\uFEFF';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PROGRAMME_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa HH:mm in São Paulo. */
export function saoPauloDateTime(instant: Date): string {
  const part = Object.fromEntries(
    dateFormat.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

function field(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: the header line, then one line per row. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Sends `text` as a download named `<name>-<São Paulo date and time>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, now: Date, text: string) {
  const stamp = saoPauloDateTime(now).replace(/[/: ]/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .send(text);
}
