// A store's API key, shown once: after a store is created or its key rotated. Closing the dialog drops
// the key from the page for good; nothing stores it.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../lib/copy-text.ts';
import { formatDateTime } from '../../lib/formatters.ts';
import type { LojaComChave } from '../../lib/types.ts';

export function KeyDialog({ shown, onClose }: { shown?: LojaComChave; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (chave: string) => {
    const copied = await copyText(chave);
    notify(copied ? 'painel.lojas.chave_copiada' : 'painel.copiar_falhou', {
      type: copied ? 'success' : 'warning',
    });
  };
  const anterior = shown?.loja.chaveAnteriorValidaAte;
  return (
    <Dialog open={shown !== undefined} onClose={onClose} aria-labelledby="chave-titulo" fullWidth>
      {shown && (
        <>
          <DialogTitle id="chave-titulo">
            {translate('painel.lojas.chave_titulo', { nome: shown.loja.nome })}
          </DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('painel.lojas.chave_aviso')}
            </Alert>
            {anterior && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('painel.lojas.chave_anterior_aviso', { data: formatDateTime(anterior) })}
              </Alert>
            )}
            <TextField
              label={translate('painel.lojas.chave')}
              value={shown.chave}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              sx={{ '& textarea': { fontFamily: 'monospace' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button startIcon={<ContentCopy />} onClick={() => void copy(shown.chave)}>
              {translate('painel.lojas.copiar_chave')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {translate('painel.lojas.fechar')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
