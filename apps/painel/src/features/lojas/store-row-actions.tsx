// A store's row actions for the administrator: a new key (shown once, with until when the old one
// works) and revocation, each after a confirmation.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { LojaComChave, LojaPainel } from '../../lib/types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { KeyDialog } from './key-dialog.tsx';

type Asking = 'trocar' | 'revogar' | undefined;

export function StoreRowActions() {
  const loja = useRecordContext<LojaPainel>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useApiAction();
  const [asking, setAsking] = useState<Asking>();
  const [shown, setShown] = useState<LojaComChave>();
  if (!loja || loja.revogadaEm) return null;
  const rotate = async () => {
    setAsking(undefined);
    const rotated = await run((provider) => provider.trocarChave(loja.id));
    if (rotated) setShown(rotated);
    refresh();
  };
  const revoke = async () => {
    setAsking(undefined);
    if (await run((provider) => provider.revogar(loja.id))) {
      notify('painel.lojas.revogada_ok', { type: 'success' });
    }
    refresh();
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        disabled={busy}
        aria-label={`${translate('painel.lojas.trocar_chave')}: ${loja.nome}`}
        onClick={() => {
          setAsking('trocar');
        }}
      >
        {translate('painel.lojas.trocar_chave')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        aria-label={`${translate('painel.lojas.revogar')}: ${loja.nome}`}
        onClick={() => {
          setAsking('revogar');
        }}
      >
        {translate('painel.lojas.revogar')}
      </Button>
      <Confirm
        isOpen={asking === 'trocar'}
        title="painel.lojas.trocar_titulo"
        content="painel.lojas.trocar_texto"
        titleTranslateOptions={{ nome: loja.nome }}
        confirm="painel.lojas.trocar_chave"
        onConfirm={() => void rotate()}
        onClose={() => {
          setAsking(undefined);
        }}
      />
      <Confirm
        isOpen={asking === 'revogar'}
        title="painel.lojas.revogar_titulo"
        content="painel.lojas.revogar_texto"
        titleTranslateOptions={{ nome: loja.nome }}
        confirm="painel.lojas.revogar"
        confirmColor="warning"
        onConfirm={() => void revoke()}
        onClose={() => {
          setAsking(undefined);
        }}
      />
      <KeyDialog
        shown={shown}
        onClose={() => {
          setShown(undefined);
        }}
      />
    </Stack>
  );
}
