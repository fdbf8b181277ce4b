// The name field of the forms (registration, contact): a last character that is not a letter or a
// space is removed as the person types (spec point 5), bound to a react-hook-form field.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { sanitizeNameInput } from '@fidelidade/domain/validation/name';
import { TextField } from './text-field.tsx';

export interface FormNameFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}

export function FormNameField<T extends FieldValues>({
  control,
  name,
  label = 'Nome',
}: FormNameFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          autoComplete="name"
          error={fieldState.error?.message}
          {...field}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(sanitizeNameInput(event.target.value));
          }}
        />
      )}
    />
  );
}
