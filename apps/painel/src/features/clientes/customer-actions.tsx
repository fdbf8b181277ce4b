// The actions on a customer's account, each asking a reason and a confirmation: end every session,
// deactivate or reactivate, erase the account, download the customer's data; and a manual adjustment.
// Which buttons show depends on the role; the API checks the same.
import { Button, Stack } from '@mui/material';
import Block from '@mui/icons-material/Block';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import Logout from '@mui/icons-material/Logout';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState, type ReactNode } from 'react';
import {
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { mayActOnAccounts, mayAdjust } from '../../lib/roles.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { AcaoCliente, ClientePainel } from '../../lib/support-types.ts';
import type { Papel } from '../../lib/types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ReasonDialog } from '../motivo/reason-dialog.tsx';
import { NewAdjustmentButton } from './new-adjustment-button.tsx';

type Asking = AcaoCliente | 'dados' | undefined;

const ICONS: Record<Exclude<Asking, undefined>, ReactNode> = {
  'encerrar-sessoes': <Logout />,
  desativar: <Block />,
  reativar: <PlayArrow />,
  excluir: <DeleteForever />,
  dados: <Download />,
};

/** The i18n key of each action's texts: `painel.clientes.acoes.<key>.{botao,titulo,texto}`. */
const KEYS: Record<Exclude<Asking, undefined>, string> = {
  'encerrar-sessoes': 'encerrar',
  desativar: 'desativar',
  reativar: 'reativar',
  excluir: 'excluir',
  dados: 'dados',
};

function AccountActions({ cliente }: { cliente: ClientePainel }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { busy, run } = useApiAction();
  const [asking, setAsking] = useState<Asking>();
  const shown: Exclude<Asking, undefined>[] = [
    'encerrar-sessoes',
    cliente.ativo ? 'desativar' : 'reativar',
    'dados',
    'excluir',
  ];
  const text = (acao: Exclude<Asking, undefined>, part: string) =>
    translate(`painel.clientes.acoes.${KEYS[acao]}.${part}`, { nome: cliente.nome });

  const act = async (motivo: string): Promise<boolean> => {
    const acao = asking;
    if (!acao) return false;
    if (acao === 'dados') {
      const dados = await run((provider) => provider.dadosDoCliente(cliente.id, motivo));
      if (dados === undefined) return false;
      const json = JSON.stringify(dados, null, 2);
      saveFile(new Blob([json], { type: 'application/json' }), `dados-cliente-${cliente.id}.json`);
      notify('painel.clientes.acoes.dados.ok', { type: 'success' });
      return true;
    }
    const answer = await run((provider) => provider.agirNoCliente(cliente.id, acao, motivo));
    if (answer === undefined) return false;
    const encerradas = answer?.encerradas ?? 0;
    notify(`painel.clientes.acoes.${KEYS[acao]}.ok`, {
      type: 'success',
      messageArgs: { smart_count: encerradas },
    });
    if (acao === 'excluir') redirect('list', 'clientes');
    else refresh();
    return true;
  };

  return (
    <>
      {shown.map((acao) => (
        <Button
          key={acao}
          size="small"
          startIcon={ICONS[acao]}
          color={acao === 'excluir' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => {
            setAsking(acao);
          }}
        >
          {text(acao, 'botao')}
        </Button>
      ))}
      {asking && (
        <ReasonDialog
          open
          title={text(asking, 'titulo')}
          text={text(asking, 'texto')}
          confirmLabel={text(asking, 'botao')}
          confirmStep
          danger={asking === 'excluir' || asking === 'desativar'}
          busy={busy}
          onConfirm={act}
          onClose={() => {
            setAsking(undefined);
          }}
        />
      )}
    </>
  );
}

export function CustomerActions() {
  const cliente = useRecordContext<ClientePainel>();
  const { permissions } = usePermissions<Papel>();
  if (!cliente) return null;
  return (
    <TopToolbar>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
      >
        {mayAdjust(permissions) && <NewAdjustmentButton cliente={cliente} />}
        {mayActOnAccounts(permissions) && <AccountActions cliente={cliente} />}
      </Stack>
    </TopToolbar>
  );
}
