// The customer's switches for service notices (DESIGN decision 17): one per channel, kept apart from
// the two marketing switches of configurar_notificacoes. The answer also carries the public key a
// browser subscribes to push with (VAPID, RFC 8292).
import { z } from 'zod';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';
import { validationMessages } from '../messages.ts';

const channelSwitch = (field: string) =>
  z.boolean({ error: validationMessages.invalidOption(field) });

export const avisosCanaisSchema = z.object({
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});

export const avisosPreferenciasSchema = avisosCanaisSchema.extend({
  /** The server's VAPID public key, base64url, for `PushManager.subscribe`. */
  chavePublicaPush: z.string(),
});

export type AvisosCanais = z.infer<typeof avisosCanaisSchema>;
export type AvisosPreferencias = z.infer<typeof avisosPreferenciasSchema>;

export const avisosPreferenciasCall = defineCall({
  method: 'GET',
  path: '/avisos/preferencias',
  response: avisosPreferenciasSchema,
});

export const avisosPreferenciasUpdateSchema = payloadObject({
  jwt: jwtSchema,
  push: channelSwitch('push'),
  email: channelSwitch('email'),
  sms: channelSwitch('sms'),
});

export type AvisosPreferenciasUpdatePayload = z.input<typeof avisosPreferenciasUpdateSchema>;

export const avisosPreferenciasUpdateCall = defineCall({
  method: 'PUT',
  path: '/avisos/preferencias',
  body: avisosPreferenciasUpdateSchema,
  response: avisosPreferenciasSchema,
});
