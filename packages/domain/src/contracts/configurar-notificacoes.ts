// PUT configurar_notificacoes (spec point 7): one channel's marketing consent. Responds with the Cliente.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { flagSchema, jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';
import { clienteSchema } from './cliente.ts';

export const NOTIFICATION_TYPES = [
  'notificacoes_marketing_email',
  'notificacoes_marketing_sms',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const configurarNotificacoesSchema = payloadObject({
  jwt: jwtSchema,
  tipo: z.enum(NOTIFICATION_TYPES, { error: validationMessages.invalidOption('tipo') }),
  status: flagSchema('status'),
});

export type ConfigurarNotificacoesPayload = z.input<typeof configurarNotificacoesSchema>;

export const configurarNotificacoesCall = defineCall({
  method: 'PUT',
  path: '/configurar_notificacoes',
  body: configurarNotificacoesSchema,
  response: clienteSchema,
});
