// A purchase's rating once given: the thanks right after sending, or the notice that it was already
// rated (one rating per purchase, DESIGN decision 5), with the stars and comment on record.
import type { Avaliacao } from '@fidelidade/domain/contracts/avaliacao';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { starsLabel } from './star-rating.tsx';

export function RatingResult({ avaliacao, justSent }: { avaliacao: Avaliacao; justSent: boolean }) {
  return (
    <section className="rating-result" aria-labelledby="resultado-titulo" role="status">
      <h2 id="resultado-titulo">
        {justSent ? loyaltyMessages.ratingSaved : loyaltyMessages.alreadyRated}
      </h2>
      <p>
        <span className="rating-stars" aria-hidden="true">
          {'★'.repeat(avaliacao.estrelas)}
          {'☆'.repeat(5 - avaliacao.estrelas)}
        </span>{' '}
        Sua nota: {starsLabel(avaliacao.estrelas)}.
      </p>
      {avaliacao.comentario ? <p>Seu comentário: “{avaliacao.comentario}”</p> : null}
    </section>
  );
}
