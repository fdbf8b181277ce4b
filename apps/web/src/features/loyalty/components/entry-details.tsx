// Everything about one statement entry (route detalhes-fidelidade): what the list shows plus the
// store's purchase id, the month it counts in, its position in that month (which set the rate, DESIGN
// decision 4), whether it was cancelled, and its rating or the way to rate it (decision 5).
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import { formatBrl } from '@fidelidade/domain/money';
import type { ReactNode } from 'react';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { TIPO_LABELS, formatDateTime, formatMonthLong } from './format.ts';

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

export function EntryDetails({ lancamento }: { lancamento: ExtratoDetalhe }) {
  const { tipo, loja, dataHora, valorCentavos, percentual, cashbackCentavos } = lancamento;
  const { idLoja, mes, posicaoNoMes, cancelada, dataCompra } = lancamento;
  return (
    <article className="details">
      <h2>
        {TIPO_LABELS[tipo]} em {loja}
      </h2>
      <dl className="details-list">
        <Row term="Data e hora">{formatDateTime(dataHora)}</Row>
        <Row term={tipo === 'resgate' ? 'Valor do resgate' : 'Valor da compra'}>
          {formatBrl(valorCentavos)}
        </Row>
        {percentual === null ? null : <Row term="Percentual de cashback">{percentual}%</Row>}
        <Row term="Cashback">{formatBrl(cashbackCentavos)}</Row>
        <Row term="Mês do programa">{formatMonthLong(mes)}</Row>
        {posicaoNoMes === null ? null : <Row term="Compra do mês">{posicaoNoMes}ª</Row>}
        {tipo === 'cancelamento' && dataCompra ? (
          <Row term="Data da compra">{formatDateTime(dataCompra)}</Row>
        ) : null}
        {tipo === 'compra' ? (
          <Row term="Situação">{cancelada ? 'Cancelada' : 'Confirmada'}</Row>
        ) : null}
        <Row term="Código na loja">{idLoja}</Row>
      </dl>
      <RatingPart lancamento={lancamento} />
    </article>
  );
}
