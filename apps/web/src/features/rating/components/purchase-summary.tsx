// The purchase a rating link points to: store, date, amount and the cashback it earned.
import type { AvaliacaoPagina } from '@fidelidade/domain/contracts/avaliacao';
import { formatBrl } from '@fidelidade/domain/money';

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  timeStyle: 'short',
});

export function PurchaseSummary({ compra }: Pick<AvaliacaoPagina, 'compra'>) {
  return (
    <section className="rating-purchase" aria-labelledby="compra-titulo">
      <h2 id="compra-titulo">Sua compra em {compra.loja}</h2>
      <p>
        {when.format(new Date(compra.dataHora))} · {formatBrl(compra.valorCentavos)}
      </p>
      <p>
        Cashback de {formatBrl(compra.cashbackCentavos)} ({compra.percentual}%)
        {compra.cancelada ? ' · compra cancelada pela loja' : ''}
      </p>
    </section>
  );
}
