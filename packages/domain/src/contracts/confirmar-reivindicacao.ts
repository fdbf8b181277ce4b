// POST confirmar_reivindicacao (DESIGN decision 19): the code sent by reivindicar_cpf; a right one
// proves the e-mail and records the claim for support (reivindicacoes_cpf). Answers null.
import { z } from 'zod';
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';
import { defineCall } from './call.ts';

export const confirmarReivindicacaoSchema = codeConfirmationSchema;

export type ConfirmarReivindicacaoPayload = CodeConfirmationPayload;

export const confirmarReivindicacaoCall = defineCall({
  method: 'POST',
  path: '/confirmar_reivindicacao',
  body: confirmarReivindicacaoSchema,
  response: z.null(),
});
