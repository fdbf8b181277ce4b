// Everything about one statement entry (route detalhes-fidelidade): what the list shows plus the
// store's purchase id, the month it counts in, its position in that month (which set the rate, DESIGN
// decision 4), where its cashback stands or whether it was cancelled (decision 15), and its rating or
// the way to rate it (decision 5); an adjustment, why the brand's staff made it.
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import type { LancamentoTipo } from '@fidelidade/domain/contracts/lancamento';
import { formatBrl } from '@fidelidade/domain/money';
import type { ReactNode } from 'react';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { SITUACAO_LABELS, entryTitle, formatDateTime, formatMonthLong } from './format.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RatingPart({ lancamento }: { lancamento: ExtratoDetalhe }) {
  const link = useRouterLink();
  const { avaliacao, linkAvaliacao } = lancamento;
  if (avaliacao) {
    const comment = avaliacao.comentario ? ` “${avaliacao.comentario}”` : '';
    return (
      <p className="details-rating">
        Sua avaliação: {avaliacao.estrelas} de 5 estrelas.{comment}
      </p>
    );
  }
  if (!linkAvaliacao) return null;
  return (
    <ion-button fill="outline" {...link(linkAvaliacao)}>
      Avaliar esta compra
    </ion-button>
  );
}

const AMOUNT_TERMS = {
  compra: 'Valor da compra',
  cancelamento: 'Valor da compra',
  resgate: 'Valor do resgate',
  expiracao: 'Valor expirado',
  ajuste: 'Valor do ajuste',
} satisfies Record<LancamentoTipo, string>;

function PurchaseState({ lancamento }: { lancamento: ExtratoDetalhe }) {
  const { tipo, situacao, cancelada } = lancamento;
  if (situacao !== null) return <Row term="Situação do cashback">{SITUACAO_LABELS[situacao]}</Row>;
  // A purchase recorded before cashback matured has no state of its own, only whether it stands.
  if (tipo !== 'compra') return null;
  return <Row term="Situação">{cancelada ? 'Cancelada' : 'Confirmada'}</Row>;
}

export function EntryDetails({ lancamento }: { lancamento: ExtratoDetalhe }) {
  const { tipo, loja, dataHora, valorCentavos, percentual, cashbackCentavos } = lancamento;
  const { idLoja, mes, posicaoNoMes, dataCompra, descricao } = lancamento;
  return (
    <article className="details">
      <h2>{entryTitle(lancamento)}</h2>
      <dl className="details-list">
        <Row term="Data e hora">{formatDateTime(dataHora)}</Row>
        {descricao === null ? null : <Row term="Motivo">{descricao}</Row>}
        <Row term={AMOUNT_TERMS[tipo]}>{formatBrl(valorCentavos)}</Row>
        {percentual === null ? null : <Row term="Percentual de cashback">{percentual}%</Row>}
        <Row term="Cashback">{formatBrl(cashbackCentavos)}</Row>
        <Row term="Mês do programa">{formatMonthLong(mes)}</Row>
        {posicaoNoMes === null ? null : <Row term="Compra do mês">{posicaoNoMes}ª</Row>}
        {tipo === 'cancelamento' && dataCompra ? (
          <Row term="Data da compra">{formatDateTime(dataCompra)}</Row>
        ) : null}
        <PurchaseState lancamento={lancamento} />
        {loja === null ? null : <Row term="Código na loja">{idLoja}</Row>}
      </dl>
      <RatingPart lancamento={lancamento} />
    </article>
  );
}
