// "Exportar CSV": GET /auditoria/exportar with the list's filters, saved as a file.
import { Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../lib/save-file.ts';
import { useApiAction } from '../../lib/use-api-action.ts';

export function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const filterValues = useListContext().filterValues as Record<string, string>;
  const { busy, run } = useApiAction();
  const exportCsv = async () => {
    const blob = await run((provider) => provider.exportarAuditoria(filterValues));
    if (!blob) return;
    saveFile(blob, `auditoria-${new Date().toISOString().slice(0, 10)}.csv`);
    notify('painel.auditoria.exportado', { type: 'success' });
  };
  return (
    <Button startIcon={<Download />} disabled={busy} onClick={() => void exportCsv()}>
      {translate('painel.auditoria.exportar')}
    </Button>
  );
}
