// A device that receives the customer's push notices: a browser's Web Push subscription (its endpoint
// and keys, RFC 8291) or the native app's FCM token. Posting one again moves it to the customer now
// signed in on the device; removing it (at logout, or when the customer turns push off) stops it.
import { z } from 'zod';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

/** A push service's URL or a device token: long, but bounded. */
export const PUSH_ADDRESS_MAX_LENGTH = 2048;
const PUSH_KEY_MAX_LENGTH = 256;
const INVALID_SUBSCRIPTION = 'Inscrição de notificações inválida.';

const bounded = (max: number) =>
  z.string({ error: INVALID_SUBSCRIPTION }).min(1, { error: INVALID_SUBSCRIPTION }).max(max, {
    error: INVALID_SUBSCRIPTION,
  });

export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: INVALID_SUBSCRIPTION })
    .max(PUSH_ADDRESS_MAX_LENGTH, {
      error: INVALID_SUBSCRIPTION,
    }),
  keys: z.object(
    { p256dh: bounded(PUSH_KEY_MAX_LENGTH), auth: bounded(PUSH_KEY_MAX_LENGTH) },
    { error: INVALID_SUBSCRIPTION },
  ),
});

export const PUSH_PLATFORMS = ['android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export const nativePushTokenSchema = z.object({
  token: bounded(PUSH_ADDRESS_MAX_LENGTH),
  plataforma: z.enum(PUSH_PLATFORMS, { error: INVALID_SUBSCRIPTION }),
});

/** Exactly one of `web` (a browser) and `nativo` (the app on a phone). */
export const avisosInscricaoSchema = payloadObject({
  jwt: jwtSchema,
  web: webPushSubscriptionSchema.optional(),
  nativo: nativePushTokenSchema.optional(),
}).refine((body) => (body.web === undefined) !== (body.nativo === undefined), {
  error: INVALID_SUBSCRIPTION,
});

export type AvisosInscricaoPayload = z.input<typeof avisosInscricaoSchema>;
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;
export type NativePushToken = z.infer<typeof nativePushTokenSchema>;

export const avisosInscricaoCall = defineCall({
  method: 'POST',
  path: '/avisos/inscricao',
  body: avisosInscricaoSchema,
  response: z.null(),
  successCode: 201,
});

/** Forgets the device by its endpoint or token. */
export const avisosInscricaoDeleteSchema = payloadObject({
  jwt: jwtSchema,
  endereco: bounded(PUSH_ADDRESS_MAX_LENGTH),
});

export type AvisosInscricaoDeletePayload = z.input<typeof avisosInscricaoDeleteSchema>;

export const avisosInscricaoDeleteCall = defineCall({
  method: 'DELETE',
  path: '/avisos/inscricao',
  body: avisosInscricaoDeleteSchema,
  response: z.null(),
});
