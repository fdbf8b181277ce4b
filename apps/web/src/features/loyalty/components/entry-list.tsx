// The period's entries, newest first (DESIGN decision 6): store, date, amount, rate and cashback.
// Each one is a link to its details (route detalhes-fidelidade).
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import { formatBrl } from '@fidelidade/domain/money';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { TIPO_LABELS, formatDateTime } from './format.ts';

export function detailsPath(id: string): string {
  return `/detalhes-fidelidade?id=${encodeURIComponent(id)}`;
}

function amountLine({ tipo, valorCentavos, percentual }: Lancamento): string {
  const valor = formatBrl(valorCentavos);
  if (tipo === 'resgate') return `Resgate de ${valor}`;
  return percentual === null ? `Compra de ${valor}` : `Compra de ${valor} · ${percentual}%`;
}

function signedCashback(centavos: number): string {
  return centavos > 0 ? `+${formatBrl(centavos)}` : formatBrl(centavos);
}

function EntryRow({ lancamento }: { lancamento: Lancamento }) {
  const link = useRouterLink();
  const { id, tipo, loja, dataHora, cashbackCentavos } = lancamento;
  return (
    <li>
      <a className={`entry entry-${tipo}`} {...link(detailsPath(id))}>
        <span className="entry-main">
          <span className="entry-store">{loja}</span>
          <span className="entry-meta">
            {TIPO_LABELS[tipo]} · {formatDateTime(dataHora)}
          </span>
          <span className="entry-meta">{amountLine(lancamento)}</span>
        </span>
        <span className="entry-cashback">
          <span className="visually-hidden">Cashback: </span>
          {signedCashback(cashbackCentavos)}
        </span>
      </a>
    </li>
  );
}

export function EntryList({ lancamentos }: { lancamentos: readonly Lancamento[] }) {
  return (
    <ul className="entries">
      {lancamentos.map((lancamento) => (
        <EntryRow key={lancamento.id} lancamento={lancamento} />
      ))}
    </ul>
  );
}
