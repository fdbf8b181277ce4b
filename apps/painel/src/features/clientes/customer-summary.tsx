// The "Resumo" tab: profile (masked until revealed), whether e-mail and phone are confirmed, level,
// the month's purchases and balances.
import { Box, Typography } from '@mui/material';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { formatCentavos, formatDateTime } from '../../lib/formatters.ts';
import type { ClientePainel } from '../../lib/support-types.ts';
import { ActiveChip, ConfirmedChip } from './active-chip.tsx';
import { RevealButton } from './reveal-button.tsx';
import { useRevealed } from './revealed-data.tsx';
import { DetailItem } from '../../app/detail-item.tsx';

const DAY = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/** An ISO day ('2027-01-31') or instant as dd/mm/aaaa. */
function formatDay(iso: string): string {
  return DAY.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
}

export function CustomerSummary() {
  const cliente = useRecordContext<ClientePainel>();
  const translate = useTranslate();
  const { revelado } = useRevealed();
  // Until the page's own answer comes, the record may be the search list's row, which has no balances.
  if (!cliente || !('saldo' in cliente)) return <Loading />;
  const expira = cliente.saldo.proximaExpiracao;
  return (
    <Box>
      <RevealButton />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('painel.clientes.perfil')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailItem label="resources.clientes.fields.nome">
          {revelado?.nome ?? cliente.nome}
        </DetailItem>
        <DetailItem label="resources.clientes.fields.cpfMascarado">
          {revelado?.cpf ?? cliente.cpfMascarado}
        </DetailItem>
        <DetailItem label="resources.clientes.fields.emailMascarado">
          {(revelado ? revelado.email : cliente.emailMascarado) ??
            translate('painel.clientes.sem_email')}
          <ConfirmedChip confirmado={cliente.emailConfirmado} />
        </DetailItem>
        <DetailItem label="resources.clientes.fields.celularMascarado">
          {revelado?.celular ?? cliente.celularMascarado}
          <ConfirmedChip confirmado={cliente.celularConfirmado} />
        </DetailItem>
        <DetailItem label="painel.clientes.nascimento">
          {(revelado ? revelado.dataNascimento : cliente.dataNascimentoMascarada) ??
            translate('painel.clientes.nao_informada')}
        </DetailItem>
        <DetailItem label="resources.clientes.fields.ativo">
          <ActiveChip ativo={cliente.ativo} />
        </DetailItem>
        <DetailItem label="resources.clientes.fields.criadoEm">
          {formatDateTime(cliente.criadoEm)}
        </DetailItem>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('painel.clientes.fidelidade')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailItem label="painel.clientes.nivel">{cliente.nivel}</DetailItem>
        <DetailItem label="painel.clientes.compras_no_mes">{cliente.comprasNoMes}</DetailItem>
        <DetailItem label="painel.clientes.disponivel">
          {formatCentavos(cliente.saldo.disponivelCentavos)}
        </DetailItem>
        <DetailItem label="painel.clientes.pendente">
          {formatCentavos(cliente.saldo.pendenteCentavos)}
        </DetailItem>
        <DetailItem label="painel.clientes.proxima_expiracao">
          {expira
            ? translate('painel.clientes.expira_em', {
                valor: formatCentavos(expira.valorCentavos),
                data: formatDay(expira.data),
              })
            : translate('painel.clientes.sem_expiracao')}
        </DetailItem>
      </Box>
    </Box>
  );
}
