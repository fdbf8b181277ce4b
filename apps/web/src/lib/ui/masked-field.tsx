// A text field with one of spec point 5's input masks (CPF, mobile phone, date…), through react-imask.
// The mask owns what the input shows; the form hears every accepted value through onAccept.
import { useMemo } from 'react';
import { useIMask } from 'react-imask';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'ref' | 'value' | 'onChange'> {
  /** An imask pattern, '0' for a digit (the masks of @fidelidade/domain/masks/br-masks). */
  mask: string;
  /** The value the input starts with, already masked or bare. */
  initialValue: string;
  onAccept: (masked: string) => void;
  /** The input element, for the form to focus it when it is invalid. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

export function MaskedField({
  mask,
  initialValue,
  onAccept,
  inputRef,
  ...field
}: MaskedFieldProps) {
  const options = useMemo(() => ({ mask }), [mask]);
  const { ref } = useIMask<HTMLInputElement>(options, {
    defaultValue: initialValue,
    onAccept: (value) => {
      onAccept(value);
    },
  });
  return (
    <TextField
      {...field}
      maxLength={mask.length}
      ref={(element) => {
        ref.current = element;
        inputRef?.(element);
      }}
    />
  );
}
