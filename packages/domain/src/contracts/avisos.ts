// The customer's service notices (DESIGN decision 17; docs/decisions/0016-service-notices.md): the app's
// "Avisos" list with its unread count, and marking them read. Each notice is about the customer's own
// cashback; its words come from notices/cashback-notices.ts, as the e-mail, SMS and push carry them.
import { z } from 'zod';
import { NOTICE_EVENTS } from '../notices/cashback-notices.ts';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const avisoSchema = z.object({
  id: z.uuid(),
  evento: z.enum(NOTICE_EVENTS),
  titulo: z.string(),
  texto: z.string(),
  /** When the notice was written, ISO 8601. */
  criadoEm: z.iso.datetime({ offset: true }),
  lido: z.boolean(),
  /** The app path the notice opens: a statement entry's details or the statement. */
  url: z.string().startsWith('/'),
});

export const avisosSchema = z.object({
  naoLidos: z.number().int().nonnegative(),
  /** The latest notices, newest first. */
  avisos: z.array(avisoSchema),
});

export type Aviso = z.infer<typeof avisoSchema>;
export type Avisos = z.infer<typeof avisosSchema>;

export const avisosCall = defineCall({
  method: 'GET',
  path: '/avisos',
  response: avisosSchema,
});

/** Marks every notice read, or only `id` when given (a notice opened from a push). */
export const avisosLidosSchema = payloadObject({
  jwt: jwtSchema,
  id: z.uuid({ error: 'Aviso inválido.' }).optional(),
});

export type AvisosLidosPayload = z.input<typeof avisosLidosSchema>;

export const avisosLidosCall = defineCall({
  method: 'POST',
  path: '/avisos/lidos',
  body: avisosLidosSchema,
  response: avisosSchema,
});
