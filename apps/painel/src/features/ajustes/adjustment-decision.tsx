// Approve or reject a waiting adjustment, with a reason. Shown only to the roles that may, and not on
// the operator's own adjustments (four eyes: the API refuses those too).
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatCentavos } from '../../lib/formatters.ts';
import { mayApprove } from '../../lib/roles.ts';
import type { Ajuste } from '../../lib/support-types.ts';
import type { Papel } from '../../lib/types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ReasonDialog } from '../motivo/reason-dialog.tsx';

type Decisao = 'aprovar' | 'rejeitar';

export function AdjustmentDecision() {
  const ajuste = useRecordContext<Ajuste>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Papel>();
  const { identity } = useGetIdentity();
  const { busy, run } = useApiAction();
  const [asking, setAsking] = useState<Decisao>();
  if (!ajuste || ajuste.estado !== 'aguardando_aprovacao' || !mayApprove(permissions)) return null;
  if (identity?.id === ajuste.criadoPor.id) {
    return <Typography variant="body2">{translate('painel.ajustes.seu_ajuste')}</Typography>;
  }
  const valor = formatCentavos(ajuste.valorCentavos);
  const decide = async (motivo: string) => {
    const decisao = asking;
    if (!decisao) return false;
    const decided = await run((provider) => provider.decidirAjuste(ajuste.id, decisao, motivo));
    if (!decided) return false;
    notify(`painel.ajustes.${decisao}_ok`, { type: 'success' });
    refresh();
    return true;
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['aprovar', 'rejeitar'] as const).map((decisao) => (
        <Button
          key={decisao}
          size="small"
          color={decisao === 'rejeitar' ? 'error' : 'primary'}
          disabled={busy}
          aria-label={translate(`painel.ajustes.${decisao}_rotulo`, { valor })}
          onClick={() => {
            setAsking(decisao);
          }}
        >
          {translate(`painel.ajustes.${decisao}`)}
        </Button>
      ))}
      {asking && (
        <ReasonDialog
          open
          title={translate(`painel.ajustes.${asking}_titulo`, { valor })}
          text={translate(`painel.ajustes.${asking}_texto`, { publico: ajuste.motivoPublico })}
          confirmLabel={translate(`painel.ajustes.${asking}`)}
          confirmStep
          danger={asking === 'rejeitar'}
          busy={busy}
          onConfirm={decide}
          onClose={() => {
            setAsking(undefined);
          }}
        />
      )}
    </Stack>
  );
}
