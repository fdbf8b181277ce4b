// DESIGN decision 2: one password rule for registration, profile and recovery step 4: 5 to 30
// characters, an uppercase letter, a lowercase letter and a digit, with spec point 5's messages in
// that order. Accented letters count as upper or lower case.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { isSingleLine } from './required.ts';

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 30;

const PASSWORD_RULES: readonly (readonly [(value: string) => boolean, string])[] = [
  [(value) => value.length >= PASSWORD_MIN_LENGTH, validationMessages.passwordMin],
  [(value) => value.length <= PASSWORD_MAX_LENGTH, validationMessages.passwordMax],
  [(value) => /\p{Lu}/u.test(value), validationMessages.passwordUppercase],
  [(value) => /\p{Ll}/u.test(value), validationMessages.passwordLowercase],
  [(value) => /\d/.test(value), validationMessages.passwordDigit],
  // No one types a control character into a password: one is a broken client, refused like any text.
  [isSingleLine, validationMessages.invalidCharacters('senha')],
];

/** The message of the first rule `value` breaks, in the spec's order, or null when it keeps them all. */
export function passwordProblem(value: string): string | null {
  return PASSWORD_RULES.find(([keeps]) => !keeps(value))?.[1] ?? null;
}

/** A new password with its own empty message (registration vs. recovery step 4). */
export function passwordField(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : passwordProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const passwordSchema = passwordField(validationMessages.requiredPassword);
