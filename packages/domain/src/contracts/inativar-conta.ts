// POST inativar_conta (spec point 7; DESIGN decision 7): deactivate, reversible by logging in again.
import { z } from 'zod';
import { jwtPayloadSchema } from './fields.ts';
import { defineCall } from './call.ts';

export const inativarContaSchema = jwtPayloadSchema;
export type InativarContaPayload = z.input<typeof inativarContaSchema>;

export const inativarContaCall = defineCall({
  method: 'POST',
  path: '/inativar_conta',
  body: inativarContaSchema,
  response: z.null(),
});
