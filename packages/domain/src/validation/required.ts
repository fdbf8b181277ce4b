// Building blocks for text fields. Spec point 5: form values are trimmed, and an empty required field
// says 'O campo {name} é obrigatório!' (or the field's own text where the spec gives one).
import { z } from 'zod';
import { validationMessages } from '../messages.ts';

/**
 * A trimmed string: missing or blank gives `emptyMessage`, longer than `max` gives `tooLongMessage`.
 * Issues come in check order, so the first one is the message to show (see first-message.ts). Only
 * the length check stops later checks: an oversized value is never pattern-matched. The empty check
 * must not stop them, or a form-level check could not reword it (registration's 'Digite o CPF!').
 */
export function trimmedText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, { error: tooLongMessage, abort: true });
}

/** A required free-text field named `field` in its messages. */
export function requiredText(field: string, max: number) {
  return trimmedText(
    validationMessages.required(field),
    max,
    validationMessages.tooLong(field, max),
  );
}

/** A format test that leaves the empty value to the required check, so a blank field says one thing. */
export function unlessEmpty(test: (value: string) => boolean) {
  return (value: string) => value === '' || test(value);
}
