// "Exportar CSV": GET /auditoria/exportar with the list's filters, saved as a file.
import { Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useApiAction } from '../../lib/use-api-action.ts';

/** How long the file's address stays valid after the click (the download has started by then). */
const REVOKE_AFTER_MS = 60_000;

/** Saves the CSV through a detached link's download, which needs no element in the page. */
function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href, download: fileName }).click();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, REVOKE_AFTER_MS);
}

export function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const filterValues = useListContext().filterValues as Record<string, string>;
  const { busy, run } = useApiAction();
  const exportCsv = async () => {
    const blob = await run((provider) => provider.exportarAuditoria(filterValues));
    if (!blob) return;
    save(blob, `auditoria-${new Date().toISOString().slice(0, 10)}.csv`);
    notify('painel.auditoria.exportado', { type: 'success' });
  };
  return (
    <Button startIcon={<Download />} disabled={busy} onClick={() => void exportCsv()}>
      {translate('painel.auditoria.exportar')}
    </Button>
  );
}
