// "Mostrar dados completos": asks the reason, and the API answers the unmasked data (and records the
// view in the audit trail).
import { Alert, Button } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ClientePainel } from '../../lib/support-types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ReasonDialog } from '../motivo/reason-dialog.tsx';
import { useRevealed } from './revealed-data.tsx';

export function RevealButton() {
  const cliente = useRecordContext<ClientePainel>();
  const translate = useTranslate();
  const { busy, run } = useApiAction();
  const { revelado, revelar } = useRevealed();
  const [open, setOpen] = useState(false);
  if (!cliente) return null;
  if (revelado) {
    return <Alert severity="info">{translate('painel.clientes.revelados')}</Alert>;
  }
  const confirm = async (motivo: string) => {
    const dados = await run((provider) => provider.revelarCliente(cliente.id, motivo));
    if (dados) revelar(dados);
    return dados !== undefined;
  };
  return (
    <>
      <Button
        startIcon={<Visibility />}
        variant="outlined"
        onClick={() => {
          setOpen(true);
        }}
      >
        {translate('painel.clientes.revelar')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('painel.clientes.revelar_titulo')}
        text={translate('painel.clientes.revelar_texto')}
        confirmLabel={translate('painel.clientes.revelar_confirmar')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
