// PUT nova_senha, recovery step 4 (spec points 5 and 7; one password rule: DESIGN decision 2).
import { z } from 'zod';
import { recoveryMessages } from '../messages.ts';
import { PASSWORD_MAX_LENGTH, passwordField } from '../validation/password.ts';
import { trimmedText } from '../validation/required.ts';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

const newPassword = passwordField(recoveryMessages.passwordRequired);

export const novaSenhaSchema = payloadObject({
  jwt: jwtSchema,
  senha: newPassword,
});

export type NovaSenhaPayload = z.input<typeof novaSenhaSchema>;

/** The step 4 form: the password and its confirmation, which must match. */
export const novaSenhaFormSchema = payloadObject({
  senha: newPassword,
  confirmacao: trimmedText(
    recoveryMessages.confirmationRequired,
    PASSWORD_MAX_LENGTH,
    recoveryMessages.passwordsMustMatch,
  ),
}).refine((form) => form.senha === form.confirmacao, {
  error: recoveryMessages.passwordsMustMatch,
  path: ['confirmacao'],
  // Compared only once both fields are otherwise fine, so an empty one reports just itself.
  when: (payload) => payload.issues.length === 0,
});

export const novaSenhaCall = defineCall({
  method: 'PUT',
  path: '/nova_senha',
  body: novaSenhaSchema,
  response: z.null(),
});
