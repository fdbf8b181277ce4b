import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether an account is active, or deactivated by its holder or by support. */
export function ActiveChip({ ativo }: { ativo: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={ativo ? 'success' : 'default'}
      label={translate(ativo ? 'painel.clientes.ativo' : 'painel.clientes.desativado')}
    />
  );
}

/** Whether an e-mail or phone was confirmed by its holder. */
export function ConfirmedChip({ confirmado }: { confirmado: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={confirmado ? 'success' : 'default'}
      label={translate(
        confirmado ? 'painel.clientes.confirmado' : 'painel.clientes.nao_confirmado',
      )}
    />
  );
}
