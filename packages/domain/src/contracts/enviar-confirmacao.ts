// POST enviar_confirmacao (DESIGN decision 19): a code that proves the session's own e-mail ('email')
// or phone ('sms'), from the banner or My account. Answers null; the code is checked by
// confirmar_contato.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { CODE_CHANNELS } from './enviar-codigo.ts';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const enviarConfirmacaoSchema = payloadObject({
  jwt: jwtSchema,
  tipo: z.enum(CODE_CHANNELS, { error: validationMessages.invalidOption('tipo') }),
});

export type EnviarConfirmacaoPayload = z.input<typeof enviarConfirmacaoSchema>;

export const enviarConfirmacaoCall = defineCall({
  method: 'POST',
  path: '/enviar_confirmacao',
  body: enviarConfirmacaoSchema,
  response: z.null(),
});
