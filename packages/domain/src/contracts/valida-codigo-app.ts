// POST valida_codigo_app, recovery step 3 (spec point 7; code format: DESIGN decision 3).
import { z } from 'zod';
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';
import { defineCall } from './call.ts';

export const validaCodigoAppSchema = codeConfirmationSchema;

export type ValidaCodigoAppPayload = CodeConfirmationPayload;

export const validaCodigoAppCall = defineCall({
  method: 'POST',
  path: '/valida_codigo_app',
  body: validaCodigoAppSchema,
  response: z.null(),
});
