// The loyalty statement (spec point 2, DESIGN decision 6), where login and registration land: the
// balance, the level with what is missing for the next one, cashback per month and the entries of the
// chosen period (3, 6 or 12 months; default 3), newest first.
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { useExtrato } from '../api/get-extrato.ts';
import { usePeriod } from '../hooks/use-period.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { CashbackChart } from './cashback-chart.tsx';
import { EntryList } from './entry-list.tsx';
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { LoadingState } from './query-state.tsx';
import './loyalty.css';

function PeriodBar({ meses }: { meses: LoyaltyPeriod }) {
  const link = useRouterLink();
  return (
    <div className="period-bar">
      <h2 id="lancamentos-titulo">Lançamentos dos últimos {meses} meses</h2>
      <ion-button fill="outline" size="small" {...link(`/filtro-fidelidade?meses=${meses}`)}>
        Filtrar período
      </ion-button>
    </div>
  );
}

function EmptyStatement({ meses }: { meses: LoyaltyPeriod }) {
  return (
    <div className="statement-empty">
      <p className="statement-empty-title">Você ainda não tem compras nos últimos {meses} meses.</p>
      <p>
        Informe seu CPF no caixa ao comprar em uma loja parceira: o cashback de cada compra aparece
        aqui.
      </p>
    </div>
  );
}

function StatementView({ extrato }: { extrato: Extrato }) {
  const empty = extrato.lancamentos.length === 0;
  return (
    <>
      <BalanceSummary extrato={extrato} />
      {empty ? null : <CashbackChart meses={extrato.cashbackPorMes} />}
      <section aria-labelledby="lancamentos-titulo">
        <PeriodBar meses={extrato.meses} />
        {empty ? (
          <EmptyStatement meses={extrato.meses} />
        ) : (
          <EntryList lancamentos={extrato.lancamentos} />
        )}
      </section>
    </>
  );
}

export function StatementPage() {
  const meses = usePeriod();
  const { data, isPending, isError, refetch } = useExtrato(meses);
  let content;
  if (isPending) content = <LoadingState>Carregando seu extrato…</LoadingState>;
  else if (isError || !data) {
    content = (
      <FailedState
        message="Não foi possível carregar seu extrato."
        onRetry={() => void refetch()}
      />
    );
  } else content = <StatementView extrato={data} />;
  return <Page title="Meu extrato">{content}</Page>;
}
