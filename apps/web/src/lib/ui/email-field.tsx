// The e-mail field of the forms (login, registration, recovery, the CPF claim): the e-mail keyboard
// and the browser's autofill.
import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>;

export function EmailField(props: EmailFieldProps) {
  return (
    <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" {...props} />
  );
}
