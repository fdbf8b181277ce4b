// POST login (spec point 7): a valid e-mail and a password (spec point 5). Responds with the Cliente.
// The password's rules are for choosing one, not for logging in: here it only has to be there and as
// long as any password can be (spec point 5's generic short-password text), so a typo that short
// never reaches the server.
import type { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { emailField } from '../validation/email.ts';
import { PASSWORD_MIN_LENGTH } from '../validation/password.ts';
import { trimmedText, unlessEmpty } from '../validation/required.ts';
import { payloadObject } from './fields.ts';
import { defineCall } from './call.ts';
import { clienteSchema } from './cliente.ts';

export const LOGIN_PASSWORD_MAX_LENGTH = 128;

export const loginSchema = payloadObject({
  email: emailField(validationMessages.required('e-mail')),
  senha: trimmedText(
    validationMessages.requiredPassword,
    LOGIN_PASSWORD_MAX_LENGTH,
    validationMessages.tooLong('senha', LOGIN_PASSWORD_MAX_LENGTH),
    validationMessages.invalidCharacters('senha'),
  ).refine(
    unlessEmpty((value) => value.length >= PASSWORD_MIN_LENGTH),
    validationMessages.genericShortPassword,
  ),
});

export type LoginPayload = z.input<typeof loginSchema>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/login',
  body: loginSchema,
  response: clienteSchema,
});
