// Loyalty details (spec point 2; DESIGN decision 6): one statement entry, chosen in the statement and
// named by `?id=` so the page survives a reload. An entry of another customer or an unknown id is the
// API's 404, shown here with its message.
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/envelope.ts';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { useLancamento } from '../api/get-lancamento.ts';
import { EntryDetails } from './entry-details.tsx';
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { LoadingState } from './query-state.tsx';
import './loyalty.css';

function EntryContent({ id }: { id: string }) {
  const { data, error, isPending, refetch } = useLancamento(id);
  if (isPending) return <LoadingState>Carregando o lançamento…</LoadingState>;
  if (error instanceof ApiError && error.response.responseCode === 404) {
    return <FailedState message={error.response.message || 'Lançamento não encontrado.'} />;
  }
  if (error || !data) {
    return (
      <FailedState
        message="Não foi possível carregar o lançamento."
        onRetry={() => void refetch()}
      />
    );
  }
  return <EntryDetails lancamento={data} />;
}

export function DetailsPage() {
  const [params] = useSearchParams();
  const link = useRouterLink();
  const id = params.get('id');
  return (
    <Page title="Detalhes da fidelidade">
      {id ? (
        <EntryContent id={id} />
      ) : (
        <p className="page-lead">Escolha um lançamento no seu extrato para ver os detalhes.</p>
      )}
      <p>
        <a {...link('/extrato-fidelidade')}>Voltar ao extrato</a>
      </p>
    </Page>
  );
}
