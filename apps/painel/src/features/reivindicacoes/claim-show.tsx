// A CPF claim: the claimant (the e-mail they proved, and their account if they have one) and the
// account holding the CPF, masked until revealed with a reason; then resolve (the CPF moves to the
// claimant) or reject, with a reason.
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { useState, type ReactNode } from 'react';
import {
  Loading,
  Show,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../../lib/formatters.ts';
import { mayActOnAccounts } from '../../lib/roles.ts';
import type { Reivindicacao, ReivindicacaoRevelada } from '../../lib/support-types.ts';
import type { Papel } from '../../lib/types.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ConfirmedChip } from '../clientes/active-chip.tsx';
import { ReasonDialog } from '../motivo/reason-dialog.tsx';
import { ClaimState } from './claims-list.tsx';
import { DetailItem } from '../../app/detail-item.tsx';

type Asking = 'revelar' | 'resolvida' | 'rejeitada' | undefined;

function Party({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate(title)}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

function ClaimDetails() {
  const claim = useRecordContext<Reivindicacao>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Papel>();
  const { busy, run } = useApiAction();
  const [asking, setAsking] = useState<Asking>();
  const [revelado, setRevelado] = useState<ReivindicacaoRevelada>();
  // Until the claim's own answer comes, the record may be the list's row, without the parties.
  if (!claim || !('titular' in claim)) return <Loading />;
  const titular = claim.titular;
  const podeDecidir = claim.estado === 'aberta' && mayActOnAccounts(permissions);

  const confirm = async (motivo: string) => {
    if (asking === 'revelar') {
      const dados = await run((provider) => provider.revelarReivindicacao(claim.id, motivo));
      if (dados) setRevelado(dados);
      return dados !== undefined;
    }
    if (!asking) return false;
    const decisao = asking;
    const decided = await run((provider) =>
      provider.decidirReivindicacao(claim.id, decisao, motivo),
    );
    if (!decided) return false;
    notify(`painel.reivindicacoes.${decisao}_ok`, { type: 'success' });
    refresh();
    return true;
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
      >
        <ClaimState estado={claim.estado} />
        {revelado ? (
          <Alert severity="info">{translate('painel.clientes.revelados')}</Alert>
        ) : (
          <Button
            variant="outlined"
            startIcon={<Visibility />}
            onClick={() => {
              setAsking('revelar');
            }}
          >
            {translate('painel.clientes.revelar')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Party title="painel.reivindicacoes.requerente">
          <DetailItem label="resources.reivindicacoes.fields.emailMascarado">
            {revelado?.emailRequerente ?? claim.emailMascarado}
          </DetailItem>
          <DetailItem label="resources.reivindicacoes.fields.confirmadaEm">
            {claim.confirmadaEm ? formatDateTime(claim.confirmadaEm) : ''}
          </DetailItem>
          <DetailItem label="painel.reivindicacoes.conta_requerente">
            {translate(
              claim.contaDoRequerente
                ? 'painel.reivindicacoes.tem_conta'
                : 'painel.reivindicacoes.sem_conta',
            )}
          </DetailItem>
        </Party>
        <Party title="painel.reivindicacoes.titular">
          <DetailItem label="resources.reivindicacoes.fields.cpfMascarado">
            {claim.cpfMascarado}
          </DetailItem>
          {titular ? (
            <>
              <DetailItem label="resources.clientes.fields.nome">{titular.nome}</DetailItem>
              <DetailItem label="resources.clientes.fields.emailMascarado">
                {revelado?.titular?.email ?? titular.emailMascarado}
                <ConfirmedChip confirmado={titular.emailConfirmado} />
              </DetailItem>
              <DetailItem label="resources.clientes.fields.celularMascarado">
                {revelado?.titular?.celular ?? titular.celularMascarado}
                <ConfirmedChip confirmado={titular.celularConfirmado} />
              </DetailItem>
            </>
          ) : (
            <Typography>{translate('painel.reivindicacoes.sem_titular')}</Typography>
          )}
        </Party>
      </Stack>
      {claim.decisao && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('painel.reivindicacoes.decidida', {
            estado: translate(`painel.reivindicacoes.estados.${claim.decisao.decisao}`),
            operador: claim.decisao.operadorNome,
            data: formatDateTime(claim.decisao.decididaEm),
            motivo: claim.decisao.motivo,
          })}
        </Alert>
      )}
      {podeDecidir && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            onClick={() => {
              setAsking('resolvida');
            }}
          >
            {translate('painel.reivindicacoes.resolver')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setAsking('rejeitada');
            }}
          >
            {translate('painel.reivindicacoes.rejeitar')}
          </Button>
        </Stack>
      )}
      {asking && (
        <ReasonDialog
          open
          title={translate(`painel.reivindicacoes.${asking}_titulo`)}
          text={translate(`painel.reivindicacoes.${asking}_texto`)}
          confirmLabel={translate(`painel.reivindicacoes.${asking}_confirmar`)}
          confirmStep={asking !== 'revelar'}
          danger={asking === 'rejeitada'}
          busy={busy}
          onConfirm={confirm}
          onClose={() => {
            setAsking(undefined);
          }}
        />
      )}
    </Box>
  );
}

function ClaimTitle() {
  const translate = useTranslate();
  const claim = useRecordContext<Reivindicacao>();
  return <>{translate('painel.reivindicacoes.titulo', { cpf: claim?.cpfMascarado ?? '' })}</>;
}

export function ClaimShow() {
  return (
    <Show title={<ClaimTitle />} actions={false}>
      <ClaimDetails />
    </Show>
  );
}
