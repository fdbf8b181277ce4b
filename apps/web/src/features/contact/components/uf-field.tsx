// The state picker of the contact form (spec point 3): the 27 federative units, showing the name
// (estado) and sending the two-letter code (uf).
import type { Ref, SelectHTMLAttributes } from 'react';
import { ESTADOS } from '@fidelidade/domain/states';
import { useFieldWiring } from '../../../lib/ui/field-wiring.tsx';
import '../../../lib/ui/forms.css';

export interface UfFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function UfField({ error, ref, ...select }: UfFieldProps) {
  const field = useFieldWiring(error);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>Estado</label>
      <select {...select} id={field.id} ref={ref} autoComplete="address-level1" {...field.control}>
        <option value="">Selecione o estado</option>
        {ESTADOS.map(({ uf, estado }) => (
          <option key={uf} value={uf}>
            {estado}
          </option>
        ))}
      </select>
      {field.message}
    </div>
  );
}
