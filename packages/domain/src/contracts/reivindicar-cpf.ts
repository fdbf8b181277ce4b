// POST reivindicar_cpf (DESIGN decision 19): someone whose CPF another account holds asks support to
// look into it. A code goes to the e-mail given; the claim counts only once confirmar_reivindicacao
// proves it. Answers the claim's own short-lived token.
import { z } from 'zod';
import { cpfSchema } from '../validation/cpf.ts';
import { emailSchema } from '../validation/email.ts';
import { payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const reivindicarCpfSchema = payloadObject({
  cpf: cpfSchema,
  email: emailSchema,
});

export type ReivindicarCpfPayload = z.input<typeof reivindicarCpfSchema>;

/** The token confirmar_reivindicacao takes with the code. */
export const reivindicarCpfRespostaSchema = z.object({ jwt: z.string() });

export type ReivindicarCpfResposta = z.infer<typeof reivindicarCpfRespostaSchema>;

export const reivindicarCpfCall = defineCall({
  method: 'POST',
  path: '/reivindicar_cpf',
  body: reivindicarCpfSchema,
  response: reivindicarCpfRespostaSchema,
});
