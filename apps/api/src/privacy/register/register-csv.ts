// The register as CSV for a Brazilian spreadsheet (painel/csv.ts), types and channels in words.
import { consoleRegisterMessages } from '@fidelidade/domain/messages';
import { csvText, saoPauloDateTime } from '../../painel/csv.ts';
import type { RegisterLine } from './register-search.ts';

export function registerCsv(lines: readonly RegisterLine[]): string {
  const { csvHeader, tipos, canais } = consoleRegisterMessages;
  return csvText(
    csvHeader,
    lines.map((line) => [
      saoPauloDateTime(line.ocorridoEm),
      tipos[line.tipo],
      canais[line.canal],
      line.operadorId,
      line.operadorNome,
      line.clienteId,
      line.cpfHash,
    ]),
  );
}
