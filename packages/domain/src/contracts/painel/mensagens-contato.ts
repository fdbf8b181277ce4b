// The console's contact inbox (docs/decisions/0022-contact-inbox.md): every "Fale conosco" message
// with its state and the operator handling it, newest first; one message with support's replies and,
// when it was sent with a session, the customer's id (the console links to their page); assigning,
// changing the state, and replying, which e-mails the sender. Contact points are masked.
import { z } from 'zod';
import { consoleInboxMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

export const MENSAGEM_ESTADOS = ['novo', 'em_atendimento', 'respondido', 'arquivado'] as const;
export type MensagemEstado = (typeof MENSAGEM_ESTADOS)[number];

/**
 * Whose messages a page shows: all of them, the signed-in operator's, those someone (anyone)
 * handles, or those nobody handles yet.
 */
export const ATRIBUICOES = ['todas', 'minhas', 'atribuidas', 'sem_atribuicao'] as const;
export type Atribuicao = (typeof ATRIBUICOES)[number];

/** As respostas_contato.texto allows (0053_caixa_contato.sql). */
export const RESPOSTA_MAX = 5000;

/** An operator as the inbox names them: who handles a message, or who may. */
const operadorRefSchema = z.object({ id: z.uuid(), nome: z.string() });
export type OperadorRef = z.infer<typeof operadorRefSchema>;

export const mensagemResumoSchema = z.object({
  id: z.uuid(),
  assunto: z.string(),
  nome: z.string(),
  emailMascarado: z.string(),
  estado: z.enum(MENSAGEM_ESTADOS),
  /** The operator handling it, or null. */
  atribuidaA: operadorRefSchema.nullable(),
  /** ISO 8601. */
  criadaEm: z.string(),
  /** The sender's account when it was sent with their session; null for a visitor. */
  clienteId: z.uuid().nullable(),
});
export type MensagemResumo = z.infer<typeof mensagemResumoSchema>;

export const respostaSchema = z.object({
  id: z.uuid(),
  texto: z.string(),
  /** The operator who wrote it; null once that operator's row is gone. */
  operadorNome: z.string().nullable(),
  /** ISO 8601. */
  enviadaEm: z.string(),
});
export type Resposta = z.infer<typeof respostaSchema>;

export const mensagemSchema = mensagemResumoSchema.extend({
  mensagem: z.string(),
  celularMascarado: z.string(),
  uf: z.string(),
  respostas: z.array(respostaSchema),
});
export type Mensagem = z.infer<typeof mensagemSchema>;

export const mensagensListaSchema = paginaSchema(mensagemResumoSchema);
export type MensagensLista = z.infer<typeof mensagensListaSchema>;

const estadoSchema = z.enum(MENSAGEM_ESTADOS, { error: consoleInboxMessages.invalidState });

export const mensagensQuerySchema = paginacaoQuerySchema.extend({
  estado: estadoSchema.optional(),
  atribuicao: z
    .enum(ATRIBUICOES, { error: consoleInboxMessages.invalidAssignment })
    .default('todas'),
});
export type MensagensQuery = z.infer<typeof mensagensQuerySchema>;

export const mensagemParamsSchema = z.object({
  id: z.uuid({ error: consoleInboxMessages.invalidMessageId }),
});

/** Assigns to an operator of atendimento or administrador, or to nobody (null). */
export const atribuicaoNovaSchema = payloadObject({
  operadorId: z.uuid({ error: consoleInboxMessages.invalidOperatorId }).nullable(),
});
export type AtribuicaoNova = z.infer<typeof atribuicaoNovaSchema>;

export const estadoNovoSchema = payloadObject({ estado: estadoSchema });
export type EstadoNovo = z.infer<typeof estadoNovoSchema>;

export const respostaNovaSchema = payloadObject({
  texto: z
    .string({ error: consoleInboxMessages.replyRequired })
    .trim()
    .min(1, consoleInboxMessages.replyRequired)
    .max(RESPOSTA_MAX, consoleInboxMessages.replyTooLong(RESPOSTA_MAX)),
});
export type RespostaNova = z.infer<typeof respostaNovaSchema>;

export const mensagensListaCall = defineCall({
  method: 'GET',
  path: '/mensagens-contato',
  query: mensagensQuerySchema,
  response: mensagensListaSchema,
});

/** The active operators a message may be assigned to, by name: nothing but their id and name. */
export const mensagensResponsaveisCall = defineCall({
  method: 'GET',
  path: '/mensagens-contato/responsaveis',
  query: paginacaoQuerySchema,
  response: paginaSchema(operadorRefSchema),
});

export const mensagemCall = defineCall({
  method: 'GET',
  path: '/mensagens-contato/:id',
  params: mensagemParamsSchema,
  response: mensagemSchema,
});

export const mensagemAtribuirCall = defineCall({
  method: 'POST',
  path: '/mensagens-contato/:id/atribuir',
  params: mensagemParamsSchema,
  body: atribuicaoNovaSchema,
  response: mensagemSchema,
});

export const mensagemEstadoCall = defineCall({
  method: 'POST',
  path: '/mensagens-contato/:id/estado',
  params: mensagemParamsSchema,
  body: estadoNovoSchema,
  response: mensagemSchema,
});

export const mensagemResponderCall = defineCall({
  method: 'POST',
  path: '/mensagens-contato/:id/respostas',
  params: mensagemParamsSchema,
  body: respostaNovaSchema,
  response: mensagemSchema,
  successCode: 201,
});
