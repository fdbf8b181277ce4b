// The rating form: the stars and an optional comment, checked with the call's own contract (the same
// pt-BR messages the API would answer) before anything is sent.
import { COMENTARIO_MAX_LENGTH, avaliarSchema } from '@fidelidade/domain/contracts/avaliacao';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { useId, useState } from 'react';
import { showToast } from '../../../lib/toasts.ts';
import { useAvaliar } from '../api/avaliar.ts';
import { StarRating } from './star-rating.tsx';
import '../../../lib/ui/forms.css';

export function RatingForm({ hash, onSent }: { hash: string; onSent: () => void }) {
  const commentId = useId();
  const [estrelas, setEstrelas] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { mutateAsync, isPending } = useAvaliar(hash);

  const send = async () => {
    const parsed = avaliarSchema.safeParse({ estrelas: estrelas ?? undefined, comentario });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? loyaltyMessages.starsRequired;
      setError(message);
      void showToast(message, 'erro');
      return;
    }
    const response = await mutateAsync(parsed.data);
    if (response.status === 'success') {
      void showToast(response.message || loyaltyMessages.ratingSaved, 'sucesso');
      onSent();
    }
  };

  return (
    <form
      className="rating-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <StarRating
        value={estrelas}
        error={error}
        onChange={(value) => {
          setEstrelas(value);
          setError(undefined);
        }}
      />
      <div className="form-field">
        <label htmlFor={commentId}>Comentário (opcional)</label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={COMENTARIO_MAX_LENGTH}
          value={comentario}
          onChange={(event) => {
            setComentario(event.target.value);
          }}
        />
      </div>
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={isPending}>
          Enviar avaliação
        </ion-button>
      </div>
    </form>
  );
}
