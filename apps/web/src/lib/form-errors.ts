// Spec point 5's messages are toasts in the old app: when a form is sent invalid, the first field's
// message (in the form's order) is shown as an error toast, besides the text under each field.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { showToast } from './toasts.ts';

export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/** react-hook-form's onInvalid handler that toasts the first message. */
export function toastFirstError<T extends FieldValues>(order: readonly (keyof T & string)[]) {
  return (errors: FieldErrors<T>): void => {
    const message = firstFieldError(errors, order);
    if (message) void showToast(message, 'erro');
  };
}
