// The input of a one-time code (DESIGN decision 3): 'ABCD12' as the placeholder, accepted in any case,
// and the browser's one-time-code autofill, for recovery and for the confirmation of an address.
import { TextField, type TextFieldProps } from './text-field.tsx';

export type CodeFieldProps = Omit<
  TextFieldProps,
  'placeholder' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
>;

export function CodeField(props: CodeFieldProps) {
  return (
    <div className="code-field">
      <TextField
        placeholder="ABCD12"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        {...props}
      />
    </div>
  );
}
