// The account side of GET meus_dados: profile, consents, sessions, forgotten-password requests, contact
// messages with support's replies, and the e-mails and SMS addressed to the customer. Hashes (password,
// recovery code) and tokens are never selected; neither are the outbox's bodies, which may hold a live
// recovery code.
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { ClienteRow } from '../accounts/cliente-row.ts';
import type { Executor } from '../db/executor.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type AccountData = Pick<
  MeusDados,
  | 'perfil'
  | 'notificacoes'
  | 'sessoes'
  | 'mensagensContato'
  | 'recuperacoesSenha'
  | 'codigosEnviadosEm'
  | 'mensagensEnviadas'
>;

export function profileOf(cliente: ClienteRow): Pick<MeusDados, 'perfil' | 'notificacoes'> {
  return {
    perfil: {
      nome: cliente.nome,
      cpf: cliente.cpf,
      celular: cliente.celular,
      email: cliente.email,
      dataNascimento: cliente.data_nascimento,
      ativo: cliente.ativo,
      cadastradoEm: iso(cliente.criado_em),
      atualizadoEm: iso(cliente.atualizado_em),
    },
    notificacoes: {
      marketingEmail: cliente.notificacoes_marketing_email,
      marketingSms: cliente.notificacoes_marketing_sms,
    },
  };
}

async function sessionsOf(db: Executor, clienteId: string, currentSessionId: string) {
  const rows = await db
    .selectFrom('sessoes')
    .select(['id', 'criada_em', 'expira_em', 'revogada_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    criadaEm: iso(row.criada_em),
    expiraEm: iso(row.expira_em),
    encerradaEm: isoOrNull(row.revogada_em),
    atual: row.id === currentSessionId,
  }));
}

/** Support's replies to the customer's messages, oldest first, by message. */
async function repliesTo(db: Executor, clienteId: string) {
  const rows = await db
    .selectFrom('respostas_contato')
    .innerJoin('mensagens_contato', 'mensagens_contato.id', 'respostas_contato.mensagem_id')
    .select([
      'respostas_contato.mensagem_id',
      'respostas_contato.texto',
      'respostas_contato.enviada_em',
    ])
    .where('mensagens_contato.cliente_id', '=', clienteId)
    .orderBy('respostas_contato.enviada_em')
    .orderBy('respostas_contato.id')
    .execute();
  const byMessage = new Map<string, { texto: string; enviadaEm: string }[]>();
  for (const row of rows) {
    const replies = byMessage.get(row.mensagem_id) ?? [];
    replies.push({ texto: row.texto, enviadaEm: iso(row.enviada_em) });
    byMessage.set(row.mensagem_id, replies);
  }
  return byMessage;
}

/**
 * Messages sent with the customer's session, with support's replies: the same set the account's
 * deletion erases. One that merely carries the account's e-mail may be anyone's
 * (docs/decisions/0005-contact-messages-by-identity.md).
 */
async function contactMessagesOf(db: Executor, clienteId: string) {
  const replies = await repliesTo(db, clienteId);
  const rows = await db
    .selectFrom('mensagens_contato')
    .select([
      'id',
      'nome',
      'email',
      'data_nascimento',
      'telefone',
      'uf',
      'assunto',
      'mensagem',
      'termos_versao',
      'privacidade_versao',
      'criada_em',
    ])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    nome: row.nome,
    email: row.email,
    dataNascimento: row.data_nascimento,
    telefone: row.telefone,
    uf: row.uf,
    assunto: row.assunto,
    mensagem: row.mensagem,
    termosVersao: row.termos_versao,
    privacidadeVersao: row.privacidade_versao,
    enviadaEm: iso(row.criada_em),
    respostas: replies.get(row.id) ?? [],
  }));
}

async function recoveriesOf(db: Executor, clienteId: string) {
  const rows = await db
    .selectFrom('recuperacoes_senha')
    .select([
      'criada_em',
      'expira_em',
      'canal',
      'codigo_tentativas',
      'codigo_validado_em',
      'concluida_em',
    ])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    criadaEm: iso(row.criada_em),
    expiraEm: iso(row.expira_em),
    canal: row.canal,
    tentativasCodigo: row.codigo_tentativas,
    codigoValidadoEm: isoOrNull(row.codigo_validado_em),
    concluidaEm: isoOrNull(row.concluida_em),
  }));
}

async function codesSentOf(db: Executor, clienteId: string) {
  const rows = await db
    .selectFrom('codigo_envios')
    .select('enviado_em')
    .where('cliente_id', '=', clienteId)
    .orderBy('enviado_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => iso(row.enviado_em));
}

/**
 * E-mails and SMS queued for the customer: those naming them, never those to an address or phone that
 * happens to be theirs (a phone is not unique, and an address may have been someone else's).
 */
async function messagesSentTo(db: Executor, clienteId: string) {
  const rows = await db
    .selectFrom('outbox')
    .select(['canal', 'destinatario', 'assunto', 'estado', 'criada_em', 'entregue_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    canal: row.canal,
    destinatario: row.destinatario,
    assunto: row.assunto,
    estado: row.estado,
    criadaEm: iso(row.criada_em),
    entregueEm: isoOrNull(row.entregue_em),
  }));
}

export async function accountDataOf(
  db: Executor,
  cliente: ClienteRow,
  currentSessionId: string,
): Promise<AccountData> {
  return {
    ...profileOf(cliente),
    sessoes: await sessionsOf(db, cliente.id, currentSessionId),
    mensagensContato: await contactMessagesOf(db, cliente.id),
    recuperacoesSenha: await recoveriesOf(db, cliente.id),
    codigosEnviadosEm: await codesSentOf(db, cliente.id),
    mensagensEnviadas: await messagesSentTo(db, cliente.id),
  };
}
