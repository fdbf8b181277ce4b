// GET meus_dados (LGPD art. 18, data portability): everything the system holds about the logged-in
// customer, as the app saves it to 'meus-dados-fidelidade.json'. Never a password hash, a code hash,
// a session token or a store key; instants are ISO 8601 UTC, money integer centavos.
import { z } from 'zod';
import { avaliacaoSchema } from './avaliacao.ts';
import { extratoSchema } from './extrato.ts';
import {
  CREDITO_SITUACOES,
  cashbackPercentSchema,
  lancamentoSchema,
  levelSchema,
} from './lancamento.ts';
import { NOTICE_CHANNELS, NOTICE_EVENTS } from '../notices/cashback-notices.ts';
import { PUSH_PLATFORMS } from './avisos-inscricao.ts';
import { avisosCanaisSchema } from './avisos-preferencias.ts';
import { flagSchema } from './fields.ts';
import { defineCall } from './call.ts';
import { AJUSTE_ESTADOS, AJUSTE_TIPOS } from './painel/ajustes.ts';

const instant = z.string();
const centavos = z.number().int();
const canal = z.enum(['email', 'sms']);

export const perfilExportSchema = z.object({
  nome: z.string(),
  /** null once a resolved CPF claim moved the CPF to its proven owner. */
  cpf: z.string().nullable(),
  celular: z.string(),
  /** null once an e-mail left unproven was released to its real owner (DESIGN decision 19). */
  email: z.string().nullable(),
  /** 'YYYY-MM-DD', or null when not given. */
  dataNascimento: z.string().nullable(),
  /** false while the account is deactivated. */
  ativo: z.boolean(),
  cadastradoEm: instant,
  atualizadoEm: instant,
});

export const notificacoesExportSchema = z.object({
  marketingEmail: flagSchema('marketingEmail'),
  marketingSms: flagSchema('marketingSms'),
});

/** A login session: when it started, until when it is good, and when it was ended (logout…). */
export const sessaoExportSchema = z.object({
  criadaEm: instant,
  expiraEm: instant,
  encerradaEm: instant.nullable(),
  /** The session this download was made with. */
  atual: z.boolean(),
});

export const compraExportSchema = z.object({
  loja: z.string(),
  /** The store's own id of the purchase (as printed on the receipt). */
  idCompraLoja: z.string(),
  valorCentavos: centavos,
  dataHora: instant,
  /** São Paulo month the purchase counts in, 'YYYY-MM'. */
  mes: z.string(),
  posicaoNoMes: z.number().int(),
  percentual: cashbackPercentSchema,
  cashbackCentavos: centavos,
  nivelApos: levelSchema,
  registradaEm: instant,
  canceladaEm: instant.nullable(),
  /** The app path to rate it, '/avaliacao/<hash>' (the same link the statement shows). */
  linkAvaliacao: z.string(),
});

export const resgateExportSchema = z.object({
  loja: z.string(),
  idResgateLoja: z.string(),
  valorCentavos: centavos,
  saldoAposCentavos: centavos,
  dataHora: instant,
});

/**
 * One purchase's cashback as it matures (DESIGN decision 15): what it credited, what is left to spend,
 * what expired unspent, where it stands, and when it is (or was) released and expires.
 */
export const creditoExportSchema = z.object({
  /** The purchase's store and its id there; null for the opening credit a balance held before
   * cashback matured became (migration 0041). */
  loja: z.string().nullable(),
  idCompraLoja: z.string().nullable(),
  creditadoCentavos: centavos,
  restanteCentavos: centavos,
  expiradoCentavos: centavos,
  estado: z.enum(CREDITO_SITUACOES),
  liberaEm: instant,
  expiraEm: instant,
});

/** The balance as the statement shows it (available, still in its carência, owed), and when it last
 * changed. */
export const saldoExportSchema = extratoSchema
  .pick({ saldoCentavos: true, pendenteCentavos: true, dividaCentavos: true })
  .extend({ atualizadoEm: instant.nullable() });

export const lancamentoExportSchema = lancamentoSchema.extend({ mes: z.string() });

/**
 * A manual adjustment of the customer's cashback (docs/decisions/0018-manual-adjustments.md): what it
 * did and what it said to them. The staff's internal reason and who decided stay with the brand.
 */
export const ajusteExportSchema = z.object({
  tipo: z.enum(AJUSTE_TIPOS),
  valorCentavos: z.number().int(),
  motivoPublico: z.string(),
  estado: z.enum(AJUSTE_ESTADOS),
  criadoEm: instant,
  decididoEm: instant.nullable(),
});

export const avaliacaoExportSchema = avaliacaoSchema.extend({
  loja: z.string(),
  idCompraLoja: z.string(),
});

export const mensagemContatoExportSchema = z.object({
  nome: z.string(),
  email: z.string(),
  dataNascimento: z.string(),
  telefone: z.string(),
  uf: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  termosVersao: z.string().nullable(),
  privacidadeVersao: z.string().nullable(),
  enviadaEm: instant,
  /** Support's replies, oldest first (the operator who wrote each is the staff's, not exported). */
  respostas: z.array(z.object({ texto: z.string(), enviadaEm: instant })),
});

/** A forgotten-password request: dates and channel only (the code is never exported). */
export const recuperacaoExportSchema = z.object({
  criadaEm: instant,
  expiraEm: instant,
  canal: canal.nullable(),
  tentativasCodigo: z.number().int(),
  codigoValidadoEm: instant.nullable(),
  concluidaEm: instant.nullable(),
});

/**
 * An e-mail, SMS or push the app sent (or will send) to the customer; its body is not exported. A
 * push's destinatario is the device's id (dispositivosPush).
 */
export const mensagemEnviadaExportSchema = z.object({
  canal: z.enum(['email', 'sms', 'push']),
  destinatario: z.string(),
  assunto: z.string().nullable(),
  estado: z.enum(['pendente', 'enviada', 'registrada', 'descartada']),
  criadaEm: instant,
  entregueEm: instant.nullable(),
});

/** A service notice about the customer's cashback (the app's "Avisos"). */
export const avisoExportSchema = z.object({
  evento: z.enum(NOTICE_EVENTS),
  titulo: z.string(),
  texto: z.string(),
  criadoEm: instant,
  lidoEm: instant.nullable(),
  enviadoEm: instant.nullable(),
  /** The channels it was handed to (empty for notices sent before they were recorded). */
  canais: z.array(z.enum(NOTICE_CHANNELS)),
});

/** A device that receives the customer's push: its service's address, never its keys. */
export const dispositivoPushExportSchema = z.object({
  id: z.string(),
  tipo: z.enum(['web', 'nativo']),
  endereco: z.string(),
  plataforma: z.enum(PUSH_PLATFORMS).nullable(),
  criadoEm: instant,
});

export const meusDadosSchema = z.object({
  geradoEm: instant,
  perfil: perfilExportSchema,
  notificacoes: notificacoesExportSchema,
  sessoes: z.array(sessaoExportSchema),
  saldo: saldoExportSchema,
  compras: z.array(compraExportSchema),
  creditos: z.array(creditoExportSchema),
  resgates: z.array(resgateExportSchema),
  lancamentos: z.array(lancamentoExportSchema),
  ajustes: z.array(ajusteExportSchema),
  avaliacoes: z.array(avaliacaoExportSchema),
  mensagensContato: z.array(mensagemContatoExportSchema),
  recuperacoesSenha: z.array(recuperacaoExportSchema),
  /** Every verification code sent (the resend limit counts them): when, never the code. */
  codigosEnviadosEm: z.array(instant),
  mensagensEnviadas: z.array(mensagemEnviadaExportSchema),
  /** The service notices' switches, as the customer set them or by default. */
  avisosCanais: avisosCanaisSchema,
  avisos: z.array(avisoExportSchema),
  dispositivosPush: z.array(dispositivoPushExportSchema),
});

export type MeusDados = z.infer<typeof meusDadosSchema>;

export const meusDadosCall = defineCall({
  method: 'GET',
  path: '/meus_dados',
  response: meusDadosSchema,
});
