// The audit trail as a CSV file a Brazilian spreadsheet opens as it is: UTF-8 with a BOM (so accents
// survive), `;` between fields (`,` is the decimal separator there), dates as dd/mm/aaaa HH:mm in
// São Paulo time. A field a spreadsheet would run as a formula is prefixed with an apostrophe.
import { PROGRAMME_TIME_ZONE } from '@fidelidade/domain/crypto/sao-paulo-date';
import type { AuditLine } from './audit-search.ts';

const BOM = '\uFEFF';
const HEADER = [
  'Data',
  'Operador',
  'ID do operador',
  'Ação',
  'Entidade',
  'Registro',
  'IP',
  'Motivo',
];

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

export function auditCsv(lines: readonly AuditLine[]): string {
  const rows = lines.map((line) =>
    [
      saoPauloDateTime(line.criadoEm),
      line.operadorNome,
      line.operadorId,
      line.acao,
      line.entidade,
      line.registroId,
      line.ip,
      line.motivo,
    ]
      .map(field)
      .join(';'),
  );
  return `${BOM}${[HEADER.join(';'), ...rows].join('\r\n')}\r\n`;
}
