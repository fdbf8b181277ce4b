// Person names (spec point 5): only letters, Portuguese accents included, and spaces.
import { validationMessages } from '../messages.ts';
import { requiredText, unlessEmpty } from './required.ts';

export const NAME_MAX_LENGTH = 120;

// Latin letters with the Latin-1 accented ones (á, â, ã, à, ç, é, ê, í, ó, ô, õ, ú, ü...), never × or ÷.
const NAME_CHAR = /^[A-Za-zÀ-ÖØ-öø-ÿ ]$/;
const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ ]+$/;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/**
 * What the name input keeps as the user types: a last character that is not a letter or a space is
 * removed (spec point 5), the rest is left for the schema to judge.
 */
export function sanitizeNameInput(value: string): string {
  const chars = Array.from(value);
  const last = chars.at(-1);
  if (last === undefined || NAME_CHAR.test(last)) return value;
  return chars.slice(0, -1).join('');
}

/** A name field called `field` in the required message (e.g. 'nome'). */
export function nameField(field: string) {
  return requiredText(field, NAME_MAX_LENGTH).refine(
    unlessEmpty(isValidName),
    validationMessages.invalidName,
  );
}

export const nameSchema = nameField('nome');
