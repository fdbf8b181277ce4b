// "Redefinir acesso": the way back for an operator who lost both the phone and the recovery codes.
// The administrator sets a new password (the API checks its strength and answers why it is weak);
// the operator's sessions end and the next sign-in enrols a new authenticator.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useApiAction } from '../../lib/use-api-action.ts';
import type { Operador } from '../../lib/types.ts';

export function ResetAccessButton() {
  const operador = useRecordContext<Operador>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [open, setOpen] = useState(false);
  const [senha, setSenha] = useState('');
  if (!operador) return null;

  const close = () => {
    setOpen(false);
    setSenha('');
  };
  const confirm = async () => {
    const updated = await run((provider) => provider.redefinirAcesso(operador.id, senha));
    if (!updated) return;
    notify('painel.operadores.redefinido', { type: 'success' });
    close();
    refresh();
  };

  return (
    <>
      <Button
        startIcon={<LockReset />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {translate('painel.operadores.redefinir')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="redefinir-titulo" fullWidth>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle id="redefinir-titulo">
            {translate('painel.operadores.redefinir_titulo', { nome: operador.nome })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('painel.operadores.redefinir_texto')}
            </DialogContentText>
            <TextField
              label={translate('painel.operadores.nova_senha')}
              type="password"
              autoComplete="new-password"
              value={senha}
              onChange={(event) => {
                setSenha(event.target.value);
              }}
              helperText={translate('painel.operadores.senha_ajuda')}
              required
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('painel.operadores.cancelar')}</Button>
            <Button type="submit" variant="contained" disabled={busy || senha === ''}>
              {translate('painel.operadores.confirmar_redefinir')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
