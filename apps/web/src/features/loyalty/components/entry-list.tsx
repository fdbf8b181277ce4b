// The period's entries, newest first (DESIGN decisions 6 and 15): store, date, amount, rate, cashback
// and where a purchase's cashback stands; an adjustment by the brand's staff says why, in the words
// they chose for the customer (docs/decisions/0018-manual-adjustments.md). Each one is a link to its details (route
// detalhes-fidelidade).
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import { formatBrl } from '@fidelidade/domain/money';
import { statementEntryPath } from '@fidelidade/domain/notices/cashback-notices';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { SITUACAO_LABELS, TIPO_LABELS, formatDateTime } from './format.ts';

function amountLine({ tipo, valorCentavos, percentual, descricao }: Lancamento): string {
  const valor = formatBrl(valorCentavos);
  if (tipo === 'ajuste') return descricao ?? `Ajuste de ${valor}`;
  if (tipo === 'resgate') return `Resgate de ${valor}`;
  if (tipo === 'expiracao') return `Expiração de ${valor}`;
  return percentual === null ? `Compra de ${valor}` : `Compra de ${valor} · ${percentual}%`;
}

function signedCashback(centavos: number): string {
  return centavos > 0 ? `+${formatBrl(centavos)}` : formatBrl(centavos);
}

function EntryRow({ lancamento }: { lancamento: Lancamento }) {
  const link = useRouterLink();
  const { id, tipo, loja, dataHora, cashbackCentavos, situacao } = lancamento;
  // An expiry or an adjustment has no store: its kind takes the store's line.
  const kind = loja === null ? '' : `${TIPO_LABELS[tipo]} · `;
  return (
    <li>
      <a className={`entry entry-${tipo}`} {...link(statementEntryPath(id))}>
        <span className="entry-main">
          <span className="entry-store">{loja ?? TIPO_LABELS[tipo]}</span>
          <span className="entry-meta">
            {kind}
            {formatDateTime(dataHora)}
          </span>
          <span className="entry-meta">{amountLine(lancamento)}</span>
        </span>
        <span className="entry-side">
          <span className="entry-cashback">
            <span className="visually-hidden">Cashback: </span>
            {signedCashback(cashbackCentavos)}
          </span>
          {situacao === null ? null : (
            <span className="entry-situacao">
              <span className="visually-hidden">Situação: </span>
              {SITUACAO_LABELS[situacao]}
            </span>
          )}
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
