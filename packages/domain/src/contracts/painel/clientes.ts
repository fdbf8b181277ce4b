// The console's customer search and a customer's page (issue "customer support"): the search by CPF,
// phone, e-mail or name, the page with its masked profile, balances and tabs, and the audited reveal
// of the profile whole. Personal data is masked (mascaras.ts) everywhere but the reveal's answer.
import { z } from 'zod';
import { consoleSearchMessages } from '../../messages.ts';
import { NOTICE_CHANNELS, NOTICE_EVENTS } from '../../notices/cashback-notices.ts';
import { trimmedText } from '../../validation/required.ts';
import { defineCall, type Call } from '../call.ts';
import { valorNaDataSchema } from '../extrato.ts';
import { LANCAMENTO_TIPOS, lancamentoSchema, levelSchema } from '../lancamento.ts';
import { diaFiltroSchema } from './dia.ts';
import { clienteParamsSchema, comMotivoSchema } from './motivo.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';
import { MENSAGEM_ESTADOS } from './mensagens-contato.ts';

export const BUSCA_MIN = 2;
export const BUSCA_MAX = 100;

/** `?busca` (a CPF or phone, masked or not, an e-mail's start or a name's start) and the page. */
export const clientesBuscaQuerySchema = paginacaoQuerySchema.extend({
  busca: trimmedText(
    consoleSearchMessages.searchRequired,
    BUSCA_MAX,
    consoleSearchMessages.searchLength(BUSCA_MIN, BUSCA_MAX),
  ).min(BUSCA_MIN, consoleSearchMessages.searchLength(BUSCA_MIN, BUSCA_MAX)),
});
export type ClientesBusca = z.infer<typeof clientesBuscaQuerySchema>;

export const clienteResumoSchema = z.object({
  /** Any 8-4-4-4-12 hex id the table holds (z.uuid() would refuse ids not made as RFC 9562 says). */
  id: z.guid(),
  nome: z.string(),
  /** `***.456.789-**`. */
  cpfMascarado: z.string(),
  /** `ma***@gmail.com`; null once an unproven e-mail was released. */
  emailMascarado: z.string().nullable(),
  /** `(11) *****-4321`. */
  celularMascarado: z.string(),
  ativo: z.boolean(),
  /** ISO 8601. */
  criadoEm: z.string(),
});
export type ClienteResumo = z.infer<typeof clienteResumoSchema>;

export const clientePainelSchema = clienteResumoSchema.extend({
  /** The birth date with the year alone shown (mascaras.ts), or null when not given. */
  dataNascimentoMascarada: z.string().nullable(),
  emailConfirmado: z.boolean(),
  celularConfirmado: z.boolean(),
  /** Level now, from this São Paulo month's non-cancelled purchases, as the customer's app shows it. */
  nivel: levelSchema,
  comprasNoMes: z.number().int().nonnegative(),
  saldo: z.object({
    disponivelCentavos: z.number().int().nonnegative(),
    pendenteCentavos: z.number().int().nonnegative(),
    /** The earliest date available cashback expires on and how much, or null when none will. */
    proximaExpiracao: valorNaDataSchema.nullable(),
  }),
});
export type ClientePainel = z.infer<typeof clientePainelSchema>;

/** The profile whole, formatted: `529.982.247-25`, `(11) 98765-4321`, `dd/mm/aaaa`. */
export const clienteReveladoSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  celular: z.string(),
  dataNascimento: z.string().nullable(),
});
export type ClienteRevelado = z.infer<typeof clienteReveladoSchema>;

/** The statement tab's filters: an entry type and São Paulo days `AAAA-MM-DD`, both ends included. */
export const clienteExtratoQuerySchema = paginacaoQuerySchema.extend({
  tipo: z.enum(LANCAMENTO_TIPOS, { error: consoleSearchMessages.invalidEntryType }).optional(),
  de: diaFiltroSchema,
  ate: diaFiltroSchema,
});
export type ClienteExtratoFiltro = z.infer<typeof clienteExtratoQuerySchema>;

export const clienteAvaliacaoSchema = z.object({
  compraId: z.guid(),
  /** The store's name. */
  loja: z.string(),
  estrelas: z.number().int().min(1).max(5),
  comentario: z.string(),
  criadaEm: z.string(),
});
export type ClienteAvaliacao = z.infer<typeof clienteAvaliacaoSchema>;

/** A "Fale conosco" message the customer sent signed in, with where the inbox has it. */
export const clienteMensagemSchema = z.object({
  id: z.guid(),
  assunto: z.string(),
  mensagem: z.string(),
  criadaEm: z.string(),
  estado: z.enum(MENSAGEM_ESTADOS),
});
export type ClienteMensagem = z.infer<typeof clienteMensagemSchema>;

/** A session still in force (not revoked, not expired). */
export const clienteSessaoSchema = z.object({
  id: z.guid(),
  tipo: z.string(),
  criadaEm: z.string(),
  expiraEm: z.string(),
});
export type ClienteSessao = z.infer<typeof clienteSessaoSchema>;

export const clienteAvisoSchema = z.object({
  id: z.guid(),
  evento: z.enum(NOTICE_EVENTS),
  criadoEm: z.string(),
  lidoEm: z.string().nullable(),
  /** The channels it was handed to; empty while unsent (the app's "Avisos" shows it regardless). */
  canais: z.array(z.enum(NOTICE_CHANNELS)),
});
export type ClienteAviso = z.infer<typeof clienteAvisoSchema>;

export const clientesBuscaCall = defineCall({
  method: 'GET',
  path: '/clientes',
  query: clientesBuscaQuerySchema,
  response: paginaSchema(clienteResumoSchema),
});

export const clienteCall = defineCall({
  method: 'GET',
  path: '/clientes/:id',
  params: clienteParamsSchema,
  response: clientePainelSchema,
});

export const clienteRevelarCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/revelar',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: clienteReveladoSchema,
});

export const clienteExtratoCall = defineCall({
  method: 'GET',
  path: '/clientes/:id/extrato',
  params: clienteParamsSchema,
  query: clienteExtratoQuerySchema,
  response: paginaSchema(lancamentoSchema),
});

/** A tab of the customer's page: one page of `item`s, newest first. */
function abaCall<const Path extends `/clientes/:id/${string}`, Item extends z.ZodType>(
  path: Path,
  item: Item,
) {
  return {
    method: 'GET' as const,
    path,
    params: clienteParamsSchema,
    query: paginacaoQuerySchema,
    response: paginaSchema(item),
  } satisfies Call;
}

export const clienteAvaliacoesCall = abaCall('/clientes/:id/avaliacoes', clienteAvaliacaoSchema);
export const clienteMensagensCall = abaCall('/clientes/:id/mensagens', clienteMensagemSchema);
export const clienteSessoesCall = abaCall('/clientes/:id/sessoes', clienteSessaoSchema);
export const clienteAvisosCall = abaCall('/clientes/:id/avisos', clienteAvisoSchema);
