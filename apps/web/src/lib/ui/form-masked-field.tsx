// A masked field bound to a react-hook-form field: the value, the accepted input, the blur and the
// validation message go through one Controller, so each form lists fields, not wiring.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField, type MaskedFieldProps } from './masked-field.tsx';

type Wired = 'initialValue' | 'onAccept' | 'inputRef' | 'error' | 'onBlur' | 'name';

export interface FormMaskedFieldProps<T extends FieldValues> extends Omit<MaskedFieldProps, Wired> {
  control: Control<T>;
  name: FieldPath<T>;
}

export function FormMaskedField<T extends FieldValues>({
  control,
  name,
  ...field
}: FormMaskedFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <MaskedField
          {...field}
          name={input.name}
          initialValue={typeof input.value === 'string' ? input.value : ''}
          onAccept={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
