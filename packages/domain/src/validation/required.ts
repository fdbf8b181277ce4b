// Building blocks for text fields. Spec point 5: form values are trimmed, and an empty required field
// says 'O campo {name} é obrigatório!' (or the field's own text where the spec gives one).
//
// Every text field is one of two kinds. Single-line text (names, e-mail, subject, ids, tokens) holds no
// control character at all: no C0 (U+0000 to U+001F), no DEL, no C1 (U+0080 to U+009F). Multi-line
// text (a message, a comment) keeps tab, line feed and carriage return and refuses the rest. Both
// refuse U+0000, which PostgreSQL's text cannot hold, and the terminal escapes and stray controls that
// would reach a log, an e-mail or a support screen.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- the same, tab, line feed and carriage return aside
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** True when `value` holds no control character: what a single-line field accepts. */
export function isSingleLine(value: string): boolean {
  return !SINGLE_LINE_REFUSED.test(value);
}

/** True when `value`'s only control characters are tab, line feed and carriage return. */
export function isMultiLine(value: string): boolean {
  return !MULTI_LINE_REFUSED.test(value);
}

export interface TextMessages {
  /** Not a string (and, for required text, missing or blank). */
  empty: string;
  tooLong: string;
  /** A control character the field's kind refuses. */
  badCharacter: string;
}

/**
 * A trimmed string of at most `max` characters whose characters pass `allowed`; it may be empty.
 * Only the length check stops later checks (an oversized value is never pattern-matched), and the
 * character check stops the format checks a field adds after it, so its message is the one shown.
 */
function text(allowed: (value: string) => boolean, max: number, messages: TextMessages) {
  return z
    .string({ error: messages.empty })
    .trim()
    .max(max, { error: messages.tooLong, abort: true })
    .refine(allowed, { error: messages.badCharacter, abort: true });
}

/** Single-line text: trimmed, bounded, no control character. Empty is allowed. */
export function singleLineText(max: number, messages: TextMessages) {
  return text(isSingleLine, max, messages);
}

/** Multi-line text: trimmed, bounded, no control character but tab and line breaks. Empty is allowed. */
export function multiLineText(max: number, messages: TextMessages) {
  return text(isMultiLine, max, messages);
}

/**
 * Required single-line text: missing or blank gives `emptyMessage`, longer than `max` gives
 * `tooLongMessage`, a control character `badCharacterMessage` (by default the too-long one, which
 * format fields set to their 'invalid' text). Issues come in check order, so the first one is the
 * message to show (see first-message.ts). The empty check must not stop later checks, or a form-level
 * check could not reword it (registration's 'Digite o CPF!').
 */
export function trimmedText(
  emptyMessage: string,
  max: number,
  tooLongMessage: string,
  badCharacterMessage = tooLongMessage,
) {
  return singleLineText(max, {
    empty: emptyMessage,
    tooLong: tooLongMessage,
    badCharacter: badCharacterMessage,
  }).min(1, emptyMessage);
}

/** The messages of a free-text field named `field`. */
function fieldMessages(field: string, max: number): TextMessages {
  return {
    empty: validationMessages.required(field),
    tooLong: validationMessages.tooLong(field, max),
    badCharacter: validationMessages.invalidCharacters(field),
  };
}

/** A required single-line free-text field named `field` in its messages. */
export function requiredText(field: string, max: number) {
  const messages = fieldMessages(field, max);
  return singleLineText(max, messages).min(1, messages.empty);
}

/** A required multi-line free-text field named `field` in its messages (a message body). */
export function requiredMultiLineText(field: string, max: number) {
  const messages = fieldMessages(field, max);
  return multiLineText(max, messages).min(1, messages.empty);
}

/** A format test that leaves the empty value to the required check, so a blank field says one thing. */
export function unlessEmpty(test: (value: string) => boolean) {
  return (value: string) => value === '' || test(value);
}
