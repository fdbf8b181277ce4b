// What a store sold and how its customers rated it, as the console shows them: administrador and
// financeiro any store, a loja operator only its own (another store's id is refused with the role
// message). Read-only. The customer is never named: a purchase shows the CPF masked
// (`***.456.789-**`, mascaras.ts), or null once the customer erased their account.
import { z } from 'zod';
import { consoleAdjustmentMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { diaFiltroSchema } from './dia.ts';
import { lojaParamsSchema } from './lojas.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

export const compraDaLojaSchema = z.object({
  id: z.uuid(),
  idCompraLoja: z.string(),
  /** The purchase's date and time the store sent, ISO 8601. */
  ocorridaEm: z.string(),
  valorCentavos: z.number().int(),
  cashbackCentavos: z.number().int(),
  cpfMascarado: z.string().nullable(),
  cancelada: z.boolean(),
});
export type CompraDaLoja = z.infer<typeof compraDaLojaSchema>;

/** Newest first; `de` and `ate` are São Paulo days of the purchase. */
export const lojaComprasQuerySchema = paginacaoQuerySchema.extend({
  de: diaFiltroSchema,
  ate: diaFiltroSchema,
});
export type LojaComprasQuery = z.infer<typeof lojaComprasQuerySchema>;

export const avaliacaoDaLojaSchema = z.object({
  compraId: z.uuid(),
  estrelas: z.number().int().min(1).max(5),
  /** '' when no comment was left. */
  comentario: z.string(),
  /** ISO 8601. */
  criadaEm: z.string(),
});
export type AvaliacaoDaLoja = z.infer<typeof avaliacaoDaLojaSchema>;

const invalidStars = consoleAdjustmentMessages.invalidStars;

/** Newest first; `estrelas` keeps only the ratings with that many stars. */
export const lojaAvaliacoesQuerySchema = paginacaoQuerySchema.extend({
  estrelas: z.coerce
    .number({ error: invalidStars })
    .int({ error: invalidStars })
    .min(1, { error: invalidStars })
    .max(5, { error: invalidStars })
    .optional(),
});
export type LojaAvaliacoesQuery = z.infer<typeof lojaAvaliacoesQuerySchema>;

export const lojaComprasCall = defineCall({
  method: 'GET',
  path: '/lojas/:id/compras',
  params: lojaParamsSchema,
  query: lojaComprasQuerySchema,
  response: paginaSchema(compraDaLojaSchema),
});

export const lojaAvaliacoesCall = defineCall({
  method: 'GET',
  path: '/lojas/:id/avaliacoes',
  params: lojaParamsSchema,
  query: lojaAvaliacoesQuerySchema,
  response: paginaSchema(avaliacaoDaLojaSchema),
});
