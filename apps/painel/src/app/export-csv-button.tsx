// "Exportar CSV": GET /<resource>/exportar with the list's filters, saved as a file (the audit trail,
// the data-protection register).
import { Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../lib/save-file.ts';
import { useApiAction } from '../lib/use-api-action.ts';

export function ExportCsvButton({ resource }: { resource: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const filterValues = useListContext().filterValues as Record<string, string>;
  const { busy, run } = useApiAction();
  const exportCsv = async () => {
    const blob = await run((provider) => provider.exportarCsv(resource, filterValues));
    if (!blob) return;
    saveFile(blob, `${resource}-${new Date().toISOString().slice(0, 10)}.csv`);
    notify('painel.csv.exportado', { type: 'success' });
  };
  return (
    <Button startIcon={<Download />} disabled={busy} onClick={() => void exportCsv()}>
      {translate('painel.csv.exportar')}
    </Button>
  );
}
