// The loyalty filter's choices (spec point 2): 'Quantos meses deseja visualizar?' with one radio per
// month option it receives. 'Confirmar' returns the chosen month; 'Cancelar' returns 3.
import {
  DEFAULT_LOYALTY_PERIOD,
  type LoyaltyPeriod,
} from '@fidelidade/domain/contracts/filtro-fidelidade';
import { appMessages } from '@fidelidade/domain/messages';
import { useState } from 'react';

export interface PeriodFormProps {
  options: readonly LoyaltyPeriod[];
  initial: LoyaltyPeriod;
  onResult: (meses: LoyaltyPeriod) => void;
}

export function PeriodForm({ options, initial, onResult }: PeriodFormProps) {
  const [chosen, setChosen] = useState(initial);
  return (
    <form
      className="period-form"
      onSubmit={(event) => {
        event.preventDefault();
        onResult(chosen);
      }}
    >
      <fieldset>
        <legend>{appMessages.filterQuestion}</legend>
        {options.map((meses) => (
          <label key={meses} className="period-option">
            <input
              type="radio"
              name="meses"
              value={meses}
              checked={chosen === meses}
              onChange={() => {
                setChosen(meses);
              }}
            />
            <span>{meses} meses</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <ion-button type="submit" expand="block">
          Confirmar
        </ion-button>
        <ion-button
          expand="block"
          fill="outline"
          onClick={() => {
            onResult(DEFAULT_LOYALTY_PERIOD);
          }}
        >
          Cancelar
        </ion-button>
      </div>
    </form>
  );
}
