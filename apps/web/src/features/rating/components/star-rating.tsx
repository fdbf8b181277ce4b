// 1 to 5 stars as a native radio group: arrow keys move between stars, each star is named in Portuguese
// ('3 estrelas') and the group says what it asks. The stars up to the chosen one are filled.
import { useId } from 'react';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export function starsLabel(estrelas: number): string {
  return estrelas === 1 ? '1 estrela' : `${estrelas} estrelas`;
}

export interface StarRatingProps {
  value: number | null;
  onChange: (estrelas: number) => void;
  error?: string | undefined;
}

export function StarRating({ value, onChange, error }: StarRatingProps) {
  const id = useId();
  const legendId = `${id}-pergunta`;
  const errorId = `${id}-erro`;
  return (
    <fieldset
      className="stars"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>Quantas estrelas você dá para esta compra?</legend>
      <div className="stars-row">
        {STAR_VALUES.map((estrelas) => (
          <label
            key={estrelas}
            className={value !== null && estrelas <= value ? 'star on' : 'star'}
          >
            <input
              type="radio"
              name={`${id}-estrelas`}
              value={estrelas}
              checked={value === estrelas}
              aria-label={starsLabel(estrelas)}
              onChange={() => {
                onChange(estrelas);
              }}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
