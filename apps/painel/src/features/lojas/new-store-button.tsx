// "Nova loja": a name, then the created store's key in the key dialog.
import { useState, type SubmitEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useRefresh, useTranslate } from 'react-admin';
import type { LojaComChave, LojaPainel } from '../../lib/types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { KeyDialog } from './key-dialog.tsx';

export function NewStoreButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [open, setOpen] = useState(false);
  const [nome, setNome] = useState('');
  const [shown, setShown] = useState<LojaComChave>();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void run((provider) =>
      provider.create<LojaPainel & { chave: string }>('lojas', { data: { nome: nome.trim() } }),
    ).then((created) => {
      if (!created) return;
      const { chave, ...loja } = created.data;
      setOpen(false);
      setNome('');
      setShown({ loja, chave });
      refresh();
    });
  };
  return (
    <>
      <Button
        startIcon={<Add />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {translate('painel.lojas.nova')}
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        aria-labelledby="nova-loja-titulo"
        fullWidth
      >
        <form onSubmit={submit}>
          <DialogTitle id="nova-loja-titulo">{translate('painel.lojas.nova_titulo')}</DialogTitle>
          <DialogContent>
            <TextField
              label={translate('resources.lojas.fields.nome')}
              value={nome}
              required
              autoFocus
              fullWidth
              margin="dense"
              onChange={(event) => {
                setNome(event.target.value);
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setOpen(false);
              }}
            >
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('painel.lojas.criar')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <KeyDialog
        shown={shown}
        onClose={() => {
          setShown(undefined);
        }}
      />
    </>
  );
}
