// POST esqueci_senha, recovery step 1 (spec points 5 and 7). Its data is the recovery data of spec
// point 3 (without tipo, which the app adds when the channel is chosen).
import { z } from 'zod';
import { recoveryMessages } from '../messages.ts';
import { emailField } from '../validation/email.ts';
import { payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const esqueciSenhaSchema = payloadObject({
  email: emailField(recoveryMessages.emailRequired),
});

export type EsqueciSenhaPayload = z.input<typeof esqueciSenhaSchema>;

/** The recovery token and the contact points to show in step 2 (masked by the server). */
export const esqueciSenhaRespostaSchema = z.object({
  jwt: z.string(),
  email: z.string(),
  celular: z.string(),
});

export type EsqueciSenhaResposta = z.infer<typeof esqueciSenhaRespostaSchema>;

export const esqueciSenhaCall = defineCall({
  method: 'POST',
  path: '/esqueci_senha',
  body: esqueciSenhaSchema,
  response: esqueciSenhaRespostaSchema,
});
