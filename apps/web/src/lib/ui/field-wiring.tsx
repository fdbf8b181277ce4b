// What ties a form control to its label and its validation message (spec point 5's texts) for
// assistive technology: one id for the label, aria-invalid, and aria-describedby naming the message.
import { type ReactNode, useId } from 'react';

export interface FieldWiring {
  /** For the control's id and its label's htmlFor. */
  id: string;
  /** Spread on the control. */
  control: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** The message under the control, or null. */
  message: ReactNode;
}

export function useFieldWiring(error: string | undefined): FieldWiring {
  const id = useId();
  const errorId = `${id}-erro`;
  return {
    id,
    control: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
    message: error ? (
      <p id={errorId} className="form-field-error">
        {error}
      </p>
    ) : null,
  };
}
