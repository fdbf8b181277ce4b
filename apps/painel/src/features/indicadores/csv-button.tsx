// "Baixar CSV" beside a table: the table's rows as a file for a spreadsheet, named after the table for
// a screen reader ("Baixar CSV: <table>").
import { Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { csvBlob, csvText } from '../../lib/csv.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { DashboardTable } from './dashboard-tables.ts';

export function CsvButton({ table }: { table: DashboardTable }) {
  const download = () => {
    saveFile(csvBlob(csvText(table.headers, table.rows)), table.fileName);
  };
  return (
    <Button
      size="small"
      startIcon={<Download />}
      aria-label={m.downloadCsvOf(table.title)}
      onClick={download}
    >
      {m.downloadCsv}
    </Button>
  );
}
