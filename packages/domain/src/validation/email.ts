// E-mail fields (spec point 5). The empty message differs by form: registration 'O email é
// obrigatório!', recovery step 1 'Preenha o campo de e-mail.', elsewhere the generic required text.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { trimmedText, unlessEmpty } from './required.ts';

/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** A trimmed, lower-cased e-mail; malformed or overlong gives 'E-mail inválido!'. */
export function emailField(emptyMessage: string) {
  return trimmedText(emptyMessage, EMAIL_MAX_LENGTH, validationMessages.invalidEmail)
    .toLowerCase()
    .refine(
      unlessEmpty((value) => z.regexes.email.test(value)),
      validationMessages.invalidEmail,
    );
}

/** The registration and profile e-mail. */
export const emailSchema = emailField(validationMessages.requiredEmail);
