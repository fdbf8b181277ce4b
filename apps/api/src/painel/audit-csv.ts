// The audit trail as CSV for a Brazilian spreadsheet (csv.ts).
import type { AuditLine } from './audit-search.ts';
import { csvText, saoPauloDateTime } from './csv.ts';

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

export function auditCsv(lines: readonly AuditLine[]): string {
  return csvText(
    HEADER,
    lines.map((line) => [
      saoPauloDateTime(line.criadoEm),
      line.operadorNome,
      line.operadorId,
      line.acao,
      line.entidade,
      line.registroId,
      line.ip,
      line.motivo,
    ]),
  );
}
