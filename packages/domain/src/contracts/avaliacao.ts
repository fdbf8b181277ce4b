// GET and POST avaliacao/{hash} (route avaliacao; DESIGN decision 5). No login needed: the hash is an
// unguessable 128-bit token. One rating per purchase (a second gets 409); an unknown hash gets 404.
import { z } from 'zod';
import { loyaltyMessages } from '../messages.ts';
import { multiLineText } from '../validation/required.ts';
import { cashbackPercentSchema } from './lancamento.ts';
import { payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const COMENTARIO_MAX_LENGTH = 1000;
/** 128 random bits in base64url. */
export const RATING_HASH_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const avaliacaoSchema = z.object({
  estrelas: z.number().int().min(1).max(5),
  /** '' when no comment was left. */
  comentario: z.string(),
  /** When it was rated, ISO 8601. */
  avaliadaEm: z.string(),
});

export const avaliacaoCompraSchema = z.object({
  loja: z.string(),
  /** Purchase date and time, ISO 8601. */
  dataHora: z.string(),
  valorCentavos: z.number().int(),
  percentual: cashbackPercentSchema,
  cashbackCentavos: z.number().int(),
  cancelada: z.boolean(),
});

/** GET avaliacao/{hash}: the purchase and its rating, if any. */
export const avaliacaoPaginaSchema = z.object({
  compra: avaliacaoCompraSchema,
  avaliacao: avaliacaoSchema.nullable(),
});

/** POST avaliacao/{hash}: 1 to 5 stars and an optional comment. Responds with avaliacaoPaginaSchema. */
export const avaliarSchema = payloadObject({
  estrelas: z
    .number({ error: loyaltyMessages.starsRequired })
    .int({ error: loyaltyMessages.starsRequired })
    .min(1, { error: loyaltyMessages.starsRequired })
    .max(5, { error: loyaltyMessages.starsRequired }),
  comentario: multiLineText(COMENTARIO_MAX_LENGTH, {
    empty: loyaltyMessages.commentTooLong,
    tooLong: loyaltyMessages.commentTooLong,
    badCharacter: loyaltyMessages.commentCharacters,
  })
    .optional()
    .default(''),
});

export type Avaliacao = z.infer<typeof avaliacaoSchema>;
export type AvaliacaoPagina = z.infer<typeof avaliacaoPaginaSchema>;
export type AvaliarPayload = z.input<typeof avaliarSchema>;

/** The rating link's hash. */
const avaliacaoParams = z.object({ hash: z.string() });

export const avaliacaoCall = defineCall({
  method: 'GET',
  path: '/avaliacao/:hash',
  params: avaliacaoParams,
  response: avaliacaoPaginaSchema,
});

export const avaliarCall = defineCall({
  method: 'POST',
  path: '/avaliacao/:hash',
  params: avaliacaoParams,
  body: avaliarSchema,
  response: avaliacaoPaginaSchema,
  successCode: 201,
});
