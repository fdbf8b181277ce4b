// The CPF field of the forms (registration, the CPF claim): the 000.000.000-00 mask of spec point 5 and
// a numeric keyboard, bound to a react-hook-form field.
import { CPF_MASK } from '@fidelidade/domain/masks/br-masks';
import type { FieldValues } from 'react-hook-form';
import { FormMaskedField, type FormMaskedFieldProps } from './form-masked-field.tsx';

export type FormCpfFieldProps<T extends FieldValues> = Pick<
  FormMaskedFieldProps<T>,
  'control' | 'name'
>;

export function FormCpfField<T extends FieldValues>({ control, name }: FormCpfFieldProps<T>) {
  return (
    <FormMaskedField
      control={control}
      name={name}
      label="CPF"
      inputMode="numeric"
      mask={CPF_MASK}
    />
  );
}
