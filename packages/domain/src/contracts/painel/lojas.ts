// The operator console's stores (DESIGN decision 20): the list with each store's purchases of the
// current São Paulo month, a new store, a new key (the previous one keeps working for a grace period,
// so the store can change it on its tills), and revocation; and the stores' names alone, for every
// role's filters (atendimento reads ratings by store without seeing the stores' volume). A key is in an answer only once, when it
// is made; only its hash is kept.
import { z } from 'zod';
import { consoleStoreMessages } from '../../messages.ts';
import { requiredText } from '../../validation/required.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

/** As the lojas table allows. */
export const LOJA_NOME_MAX_LENGTH = 120;

export const lojaPainelSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  /** ISO 8601. */
  criadaEm: z.string(),
  /** ISO 8601, or null while the store's key works. */
  revogadaEm: z.string().nullable(),
  /** Until when the key a rotation replaced still works (ISO 8601), or null when none does. */
  chaveAnteriorValidaAte: z.string().nullable(),
  /** Non-cancelled purchases of the current São Paulo month. */
  compras: z.number().int().nonnegative(),
  /** Their total, in centavos. */
  valorCentavos: z.number().int().nonnegative(),
});

export type LojaPainel = z.infer<typeof lojaPainelSchema>;

export const lojasListaSchema = paginaSchema(lojaPainelSchema);
export type LojasLista = z.infer<typeof lojasListaSchema>;

/** A store and its new key: the only copy of the key there will ever be. */
export const lojaComChaveSchema = z.object({ loja: lojaPainelSchema, chave: z.string() });
export type LojaComChave = z.infer<typeof lojaComChaveSchema>;

export const lojaNovaSchema = payloadObject({ nome: requiredText('nome', LOJA_NOME_MAX_LENGTH) });
export type LojaNova = z.infer<typeof lojaNovaSchema>;

export const lojaParamsSchema = z.object({
  id: z.uuid({ error: consoleStoreMessages.invalidStoreId }),
});

/** The POST calls on one store carry nothing but its id in the path. */
const semCorpoSchema = payloadObject({});

export const lojasListaCall = defineCall({
  method: 'GET',
  path: '/lojas',
  query: paginacaoQuerySchema,
  response: lojasListaSchema,
});

export const lojasCriarCall = defineCall({
  method: 'POST',
  path: '/lojas',
  body: lojaNovaSchema,
  response: lojaComChaveSchema,
  successCode: 201,
});

export const lojasChaveCall = defineCall({
  method: 'POST',
  path: '/lojas/:id/chave',
  params: lojaParamsSchema,
  body: semCorpoSchema,
  response: lojaComChaveSchema,
});

export const lojasRevogarCall = defineCall({
  method: 'POST',
  path: '/lojas/:id/revogar',
  params: lojaParamsSchema,
  body: semCorpoSchema,
  response: lojaPainelSchema,
});

/** A store as a filter offers it: its name and nothing of its business. */
export const lojaNomeSchema = z.object({ id: z.uuid(), nome: z.string() });
export type LojaNome = z.infer<typeof lojaNomeSchema>;

/** A filter's stores: those whose name holds `nome` (accents and case ignored), or the one `id`. */
export const lojasNomesQuerySchema = paginacaoQuerySchema.extend({
  nome: z
    .string({ error: consoleStoreMessages.invalidNameSearch(LOJA_NOME_MAX_LENGTH) })
    .trim()
    .max(LOJA_NOME_MAX_LENGTH, consoleStoreMessages.invalidNameSearch(LOJA_NOME_MAX_LENGTH))
    .optional(),
  id: z.uuid({ error: consoleStoreMessages.invalidStoreId }).optional(),
});
export type LojasNomesQuery = z.infer<typeof lojasNomesQuerySchema>;

export const lojasNomesCall = defineCall({
  method: 'GET',
  path: '/lojas/nomes',
  query: lojasNomesQuerySchema,
  response: paginaSchema(lojaNomeSchema),
});
