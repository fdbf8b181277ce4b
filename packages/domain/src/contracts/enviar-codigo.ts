// POST enviar_codigo, recovery step 2 (spec point 7): send the code by e-mail or SMS.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

export const enviarCodigoSchema = payloadObject({
  jwt: jwtSchema,
  tipo: z.enum(CODE_CHANNELS, { error: validationMessages.invalidOption('tipo') }),
});

export type EnviarCodigoPayload = z.input<typeof enviarCodigoSchema>;

export const enviarCodigoCall = defineCall({
  method: 'POST',
  path: '/enviar_codigo',
  body: enviarCodigoSchema,
  response: z.null(),
});
