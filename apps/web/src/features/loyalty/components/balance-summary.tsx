// The top of the statement (DESIGN decision 6): the cashback balance and the level with its progress.
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { formatBrl } from '@fidelidade/domain/money';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { LevelProgress } from './level-progress.tsx';

export function BalanceSummary({ extrato }: { extrato: Extrato }) {
  const link = useRouterLink();
  return (
    <section className="balance-card" aria-labelledby="saldo-titulo">
      <h2 id="saldo-titulo" className="balance-label">
        Saldo de cashback
      </h2>
      <p className="balance-value">{formatBrl(extrato.saldoCentavos)}</p>
      <LevelProgress {...extrato} />
      <a className="balance-link" {...link('/niveis-fidelidade')}>
        Como funcionam os níveis
      </a>
    </section>
  );
}
