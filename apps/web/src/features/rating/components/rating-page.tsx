// Rating a purchase (spec point 2, DESIGN decision 5): the link a store sends, /avaliacao/<hash>, left
// its hash in local storage ('hash') and came here. No login needed: the hash names the purchase.
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/envelope.ts';
import { getItem } from '../../../lib/storage.ts';
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { Page } from '../../../lib/ui/page.tsx';
import { useAvaliacao } from '../api/get-avaliacao.ts';
import { PurchaseSummary } from './purchase-summary.tsx';
import { RatingForm } from './rating-form.tsx';
import { RatingResult } from './rating-result.tsx';
import './rating.css';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <section className="rating-notice" role="alert" aria-labelledby="aviso-titulo">
      <h2 id="aviso-titulo">{title}</h2>
      <p>{children}</p>
    </section>
  );
}

function PurchaseRating({ hash }: { hash: string }) {
  const { data, error, isPending, refetch } = useAvaliacao(hash);
  const [justSent, setJustSent] = useState(false);
  if (isPending) {
    return (
      <p className="page-lead" role="status">
        Carregando sua compra…
      </p>
    );
  }
  if (error instanceof ApiError && error.response.responseCode === 404) {
    return <Notice title="Link inválido">{loyaltyMessages.ratingNotFound}</Notice>;
  }
  if (error || !data) {
    return (
      <FailedState
        title="Algo deu errado"
        message="Não foi possível carregar sua compra."
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <>
      <PurchaseSummary compra={data.compra} />
      {data.avaliacao ? (
        <RatingResult avaliacao={data.avaliacao} justSent={justSent} />
      ) : (
        <RatingForm
          hash={hash}
          onSent={() => {
            setJustSent(true);
          }}
        />
      )}
    </>
  );
}

export function RatingPage() {
  const [hash] = useState(() => getItem('hash'));
  return (
    <Page title="Avalie sua compra">
      {hash ? (
        <PurchaseRating hash={hash} />
      ) : (
        <Notice title="Nenhuma compra para avaliar">
          Abra o link de avaliação que você recebeu da loja para dar sua nota.
        </Notice>
      )}
    </Page>
  );
}
