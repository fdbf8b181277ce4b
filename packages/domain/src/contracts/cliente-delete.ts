// DELETE cliente (spec point 7; DESIGN decision 7): erase the person's data for good (LGPD).
import { z } from 'zod';
import { jwtPayloadSchema } from './fields.ts';
import { defineCall } from './call.ts';

export const clienteDeleteSchema = jwtPayloadSchema;
export type ClienteDeletePayload = z.input<typeof clienteDeleteSchema>;

export const clienteDeleteCall = defineCall({
  method: 'DELETE',
  path: '/cliente',
  body: clienteDeleteSchema,
  response: z.null(),
});
