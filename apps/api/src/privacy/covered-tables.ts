// Where each table stands in GET meus_dados. A test compares this list with the database's tables, so
// a migration that adds a table fails until someone decides here whether it holds customer data.
import type { DatabaseSchema } from '../db/schema.ts';

export const EXPORT_COVERAGE: Record<keyof DatabaseSchema, string> = {
  clientes: 'perfil and notificacoes (never senha_hash)',
  sessoes: 'sessoes (dates only; the token is never stored)',
  recuperacoes_senha: 'recuperacoesSenha (dates and channel, never codigo_hash)',
  codigo_envios: 'codigosEnviadosEm',
  confirmacoes_contato:
    'not exported: a code in flight, its new address shown by GET cliente while the code lives',
  outbox: 'mensagensEnviadas (addressed to the e-mail, phone or push device; bodies left out)',
  mensagens_contato: 'mensagensContato (sent logged in; the state and the operator stay)',
  respostas_contato:
    "mensagensContato[].respostas (support's replies: text and date; the operator's name stays)",
  compras: 'compras (with the store name)',
  compras_mes: 'derived from compras, which are exported: a count per month, no person in it',
  avaliacoes: 'avaliacoes',
  resgates: 'resgates (with the store name)',
  saldos: 'saldo',
  lancamentos: 'lancamentos',
  extrato_mensal: 'derived from lancamentos, which are exported: sums per month, erased with them',
  lojas: 'no customer data: only the store name, joined into compras, resgates and lancamentos',
  reivindicacoes_cpf:
    "not the account's: a claim is the claimant's, known only by the e-mail they proved (support answers there)",
  creditos_cashback:
    'creditos (each purchase or adjustment credit: state, dates and what is left of it)',
  ajustes:
    "ajustes (type, amount, public reason, state, dates; the staff's internal reason and names stay)",
  regras_programa: 'no customer data: the programme rules, the same for everyone',
  avisos: 'avisos (the service notices written to the customer)',
  preferencias_avisos:
    'avisosCanais (the switches, or the defaults when the customer never set them)',
  inscricoes_push: 'dispositivosPush (each device address; the Web Push keys left out)',
  avisos_marcas: 'no customer data: how far the expiry reminders have looked',
  schema_migrations: 'no customer data',
  operadores: "no customer data: the brand's staff who use the console",
  operador_sessoes: "no customer data: the console operators' sessions",
  operador_codigos_recuperacao: "no customer data: the console operators' recovery codes",
  auditoria:
    'no customer data: who on the staff did what, naming records by id only (never personal values)',
  registro_protecao_dados:
    "not exported: the brand's record of what it did with the data (downloads, erasures, deactivations), kept for the authority",
  indicadores_mes: 'no customer data: the programme’s sums per month and store',
  indicadores_clientes:
    'derived from compras, which are exported: a count per month and store, erased with the customer',
  indicadores_niveis: 'no customer data: how many customers made each number of purchases a month',
  indicadores_membros: 'no customer data: how many accounts were created each month',
  indicadores_avaliacoes: 'no customer data: how many ratings and stars each store had a month',
  indicadores_marca: 'no customer data: how far the dashboard’s summaries got',
};
