// The customers' ratings as the brand reads them in the console (DESIGN decision 20): every store's for
// administrador, atendimento and financeiro; a loja operator's own store's only, whatever `lojaId` it
// sends (the filter is replaced by its store, not refused). Each rating shows its purchase and store;
// the customer only as the masked CPF (mascaras.ts), and by id for the roles that may open a customer's
// page (null for loja, and once the customer erased their account).
import { z } from 'zod';
import { consoleRatingMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { diaFiltroSchema } from './dia.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

export const ESTRELAS = [1, 2, 3, 4, 5] as const;
/** How far back the summary's months go from the period's last day. */
export const RESUMO_MESES_MAX = 24;
export const COMENTARIO_FILTROS = ['com', 'sem'] as const;

const invalidStars = consoleRatingMessages.invalidStars;
const umaEstrela = z.coerce
  .number({ error: invalidStars })
  .int({ error: invalidStars })
  .min(1, { error: invalidStars })
  .max(5, { error: invalidStars });

/** `?estrelas=5`, `?estrelas=4,5` or `?estrelas=4&estrelas=5`: the ratings with any of those. */
const estrelasFiltroSchema = z.preprocess(
  (value) => {
    if (value === undefined) return undefined;
    const parts: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
    return parts.flatMap((part): unknown[] =>
      typeof part === 'string' ? part.split(',') : [part],
    );
  },
  z.array(umaEstrela, { error: invalidStars }).min(1, { error: invalidStars }).optional(),
);

/** The filters the list and its summary share; `de` and `ate` are São Paulo days of the rating. */
const filtrosShape = {
  lojaId: z.uuid({ error: consoleRatingMessages.invalidStore }).optional(),
  estrelas: estrelasFiltroSchema,
  de: diaFiltroSchema,
  ate: diaFiltroSchema,
  comentario: z
    .enum(COMENTARIO_FILTROS, { error: consoleRatingMessages.invalidComment })
    .optional(),
};

function periodoEmOrdem(filtros: { de?: string | undefined; ate?: string | undefined }): boolean {
  return !filtros.de || !filtros.ate || filtros.de <= filtros.ate;
}
const periodoEmOrdemErro = {
  error: consoleRatingMessages.invalidPeriod,
  path: ['ate'],
};

export const avaliacoesFiltrosSchema = payloadObject(filtrosShape).refine(
  periodoEmOrdem,
  periodoEmOrdemErro,
);
export type AvaliacoesFiltros = z.infer<typeof avaliacoesFiltrosSchema>;

/** Newest rating first. */
export const avaliacoesQuerySchema = paginacaoQuerySchema
  .extend(filtrosShape)
  .refine(periodoEmOrdem, periodoEmOrdemErro);
export type AvaliacoesQuery = z.infer<typeof avaliacoesQuerySchema>;

export const avaliacaoPainelSchema = z.object({
  compraId: z.uuid(),
  lojaId: z.uuid(),
  lojaNome: z.string(),
  /** The purchase's date and time, ISO 8601. */
  compraOcorridaEm: z.string(),
  valorCentavos: z.number().int(),
  estrelas: z.number().int().min(1).max(5),
  /** '' when no comment was left. */
  comentario: z.string(),
  /** When the customer rated, ISO 8601. */
  avaliadaEm: z.string(),
  /** Null once the customer erased their account. */
  cpfMascarado: z.string().nullable(),
  /** For the roles that may open the customer's page; null for loja and for an erased account. */
  clienteId: z.uuid().nullable(),
});
export type AvaliacaoPainel = z.infer<typeof avaliacaoPainelSchema>;

/** How many ratings have each number of stars, 1 to 5, all five always present. */
const distribuicaoSchema = z.array(
  z.object({ estrelas: z.number().int(), total: z.number().int().nonnegative() }),
);

/** The average (two decimals; null with no rating) and count of a group of ratings. */
const mediaShape = {
  media: z.number().nullable(),
  total: z.number().int().nonnegative(),
};

export const avaliacoesResumoSchema = z.object({
  ...mediaShape,
  distribuicao: distribuicaoSchema,
  /** The stores with ratings under the filters, by name. */
  lojas: z.array(
    z.object({
      lojaId: z.uuid(),
      lojaNome: z.string(),
      ...mediaShape,
      distribuicao: distribuicaoSchema,
    }),
  ),
  /**
   * Every São Paulo month of the period ('AAAA-MM', oldest first; a month without ratings has total 0
   * and media null), at most RESUMO_MESES_MAX back from `ate` (or today).
   */
  meses: z.array(z.object({ mes: z.string(), ...mediaShape })),
});
export type AvaliacoesResumo = z.infer<typeof avaliacoesResumoSchema>;

export const avaliacoesCall = defineCall({
  method: 'GET',
  path: '/avaliacoes',
  query: avaliacoesQuerySchema,
  response: paginaSchema(avaliacaoPainelSchema),
});

export const avaliacoesResumoCall = defineCall({
  method: 'GET',
  path: '/avaliacoes/resumo',
  query: avaliacoesFiltrosSchema,
  response: avaliacoesResumoSchema,
});
