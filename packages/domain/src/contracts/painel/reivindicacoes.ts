// The CPF claims in the console (DESIGN decision 19; docs/decisions/0009-cpf-claims.md and
// 0019-cpf-claim-resolution.md): the claims whose e-mail was proven, each with the account holding the
// CPF and the claimant's account when there is one, the audited reveal of both parties' contact
// points, and support's decision. Personal data is masked until revealed.
import { z } from 'zod';
import { consoleActionMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { comMotivoSchema, motivoSchema } from './motivo.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

/** What a claim support sees can be: one still awaiting its code is nobody's business yet. */
export const REIVINDICACAO_ESTADOS = ['aberta', 'resolvida', 'rejeitada'] as const;
export type ReivindicacaoEstado = (typeof REIVINDICACAO_ESTADOS)[number];

export const DECISOES = ['resolvida', 'rejeitada'] as const;
export type Decisao = (typeof DECISOES)[number];

export const reivindicacaoResumoSchema = z.object({
  id: z.uuid(),
  cpfMascarado: z.string(),
  /** The claimant's proven e-mail, masked. */
  emailMascarado: z.string(),
  estado: z.enum(REIVINDICACAO_ESTADOS),
  /** ISO 8601. */
  criadaEm: z.string(),
  /** When the claimant proved the e-mail (ISO 8601). */
  confirmadaEm: z.string(),
  /** The account holding the CPF now (after a resolution, the claimant's), or null when none does. */
  titularId: z.uuid().nullable(),
});
export type ReivindicacaoResumo = z.infer<typeof reivindicacaoResumoSchema>;

export const titularSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  emailMascarado: z.string().nullable(),
  emailConfirmado: z.boolean(),
  celularMascarado: z.string(),
  celularConfirmado: z.boolean(),
});
export type Titular = z.infer<typeof titularSchema>;

export const decisaoSchema = z.object({
  decisao: z.enum(DECISOES),
  motivo: z.string(),
  /** The operator who decided; null once that operator's row is gone. */
  operadorNome: z.string().nullable(),
  /** ISO 8601. */
  decididaEm: z.string(),
});
export type DecisaoTomada = z.infer<typeof decisaoSchema>;

export const reivindicacaoSchema = reivindicacaoResumoSchema.extend({
  /** The account holding the CPF (before a decision, the one the claim is against). */
  titular: titularSchema.nullable(),
  /** An account whose confirmed e-mail is the claim's proven e-mail. */
  contaDoRequerente: z.object({ id: z.uuid() }).nullable(),
  decisao: decisaoSchema.nullable(),
});
export type Reivindicacao = z.infer<typeof reivindicacaoSchema>;

export const reivindicacoesListaSchema = paginaSchema(reivindicacaoResumoSchema);
export type ReivindicacoesLista = z.infer<typeof reivindicacoesListaSchema>;

export const reivindicacoesQuerySchema = paginacaoQuerySchema.extend({
  estado: z
    .enum(REIVINDICACAO_ESTADOS, { error: consoleActionMessages.invalidClaimState })
    .optional(),
});
export type ReivindicacoesQuery = z.infer<typeof reivindicacoesQuerySchema>;

export const reivindicacaoParamsSchema = z.object({
  id: z.uuid({ error: consoleActionMessages.invalidClaimId }),
});

/** Both parties' contact points, whole. */
export const reivindicacaoReveladaSchema = z.object({
  emailRequerente: z.string(),
  titular: z.object({ email: z.string().nullable(), celular: z.string() }).nullable(),
});
export type ReivindicacaoRevelada = z.infer<typeof reivindicacaoReveladaSchema>;

export const decisaoNovaSchema = payloadObject({
  decisao: z.enum(DECISOES, { error: consoleActionMessages.invalidDecision }),
  motivo: motivoSchema,
});
export type DecisaoNova = z.infer<typeof decisaoNovaSchema>;

export const reivindicacoesListaCall = defineCall({
  method: 'GET',
  path: '/reivindicacoes',
  query: reivindicacoesQuerySchema,
  response: reivindicacoesListaSchema,
});

export const reivindicacaoCall = defineCall({
  method: 'GET',
  path: '/reivindicacoes/:id',
  params: reivindicacaoParamsSchema,
  response: reivindicacaoSchema,
});

export const reivindicacaoRevelarCall = defineCall({
  method: 'POST',
  path: '/reivindicacoes/:id/revelar',
  params: reivindicacaoParamsSchema,
  body: comMotivoSchema,
  response: reivindicacaoReveladaSchema,
});

export const reivindicacaoDecisaoCall = defineCall({
  method: 'POST',
  path: '/reivindicacoes/:id/decisao',
  params: reivindicacaoParamsSchema,
  body: decisaoNovaSchema,
  response: reivindicacaoSchema,
});
