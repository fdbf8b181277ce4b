// A labelled text input with its validation message under it (spec point 5's texts), tied together
// for assistive technology: the message names the input's problem through aria-describedby.
import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldWiring } from './field-wiring.tsx';
import './forms.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's current validation message, if any. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, ref, ...input }: TextFieldProps) {
  const field = useFieldWiring(error);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <input {...input} id={field.id} ref={ref} {...field.control} />
      {field.message}
    </div>
  );
}
