// The top of the statement (DESIGN decisions 6 and 15): the cashback a till can spend now, what is
// pending, expiring or owed, and the level with its progress.
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { formatBrl } from '@fidelidade/domain/money';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { CashbackLifecycle } from './cashback-lifecycle.tsx';
import { LevelProgress } from './level-progress.tsx';

export function BalanceSummary({ extrato }: { extrato: Extrato }) {
  const link = useRouterLink();
  return (
    <section className="balance-card" aria-labelledby="saldo-titulo">
      <h2 id="saldo-titulo" className="balance-label">
        Saldo de cashback
      </h2>
      <p className="balance-available">
        <span className="balance-caption">Disponível</span>{' '}
        <span className="balance-value">{formatBrl(extrato.saldoCentavos)}</span>
      </p>
      <CashbackLifecycle {...extrato} />
      <LevelProgress {...extrato} />
      <a className="balance-link" {...link('/niveis-fidelidade')}>
        Como funcionam os níveis
      </a>
    </section>
  );
}
