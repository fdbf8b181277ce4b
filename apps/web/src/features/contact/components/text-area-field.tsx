// A labelled multi-line input with its validation message, wired as TextField is.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldWiring } from '../../../lib/ui/field-wiring.tsx';
import '../../../lib/ui/forms.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, ref, ...textarea }: TextAreaFieldProps) {
  const field = useFieldWiring(error);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...textarea} id={field.id} ref={ref} {...field.control} />
      {field.message}
    </div>
  );
}
