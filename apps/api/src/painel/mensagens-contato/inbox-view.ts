// The contact inbox as support reads it (docs/decisions/0022-contact-inbox.md): every message, newest
// first, by state and by who handles it, with the sender's contact points masked; one message with
// support's replies, oldest first. The sender's customer id is there when the message came with a
// session, so the console links to their page.
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type {
  Mensagem,
  MensagemResumo,
  MensagensLista,
  MensagensQuery,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { celularMascarado, emailMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import type { MensagensContatoTable } from '../../contact/tables.ts';
import { countRows } from '../../db/count-rows.ts';
import type { Executor } from '../../db/executor.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

type MessageRow = Selectable<MensagensContatoTable>;
type Listed = MessageRow & { operador_nome: string | null };

/** The messages the filters keep, from the messages alone (the count reads no operator). */
function filteredMessages(
  db: Executor,
  operadorId: string,
  { estado, atribuicao }: Pick<MensagensQuery, 'estado' | 'atribuicao'>,
) {
  let filtered = db.selectFrom('mensagens_contato');
  if (estado) filtered = filtered.where('mensagens_contato.estado', '=', estado);
  if (atribuicao === 'minhas') {
    filtered = filtered.where('mensagens_contato.atribuida_a', '=', operadorId);
  }
  if (atribuicao === 'atribuidas') {
    filtered = filtered.where('mensagens_contato.atribuida_a', 'is not', null);
  }
  if (atribuicao === 'sem_atribuicao') {
    filtered = filtered.where('mensagens_contato.atribuida_a', 'is', null);
  }
  return filtered;
}

/** The messages with the name of the operator handling each. */
function withAssignee(messages: SelectQueryBuilder<DatabaseSchema, 'mensagens_contato', object>) {
  return messages
    .leftJoin('operadores', 'operadores.id', 'mensagens_contato.atribuida_a')
    .selectAll('mensagens_contato')
    .select('operadores.nome as operador_nome');
}

function summaryOf(row: Listed): MensagemResumo {
  return {
    id: row.id,
    assunto: row.assunto,
    nome: row.nome,
    emailMascarado: emailMascarado(row.email) ?? '',
    estado: row.estado,
    atribuidaA:
      row.atribuida_a === null ? null : { id: row.atribuida_a, nome: row.operador_nome ?? '' },
    criadaEm: row.criada_em.toISOString(),
    clienteId: row.cliente_id,
  };
}

export async function listMessages(
  db: Executor,
  operadorId: string,
  { pagina, porPagina, ...filtros }: MensagensQuery,
): Promise<MensagensLista> {
  const filtered = filteredMessages(db, operadorId, filtros);
  const rows = await withAssignee(filtered)
    .orderBy('mensagens_contato.criada_em', 'desc')
    .orderBy('mensagens_contato.id', 'desc')
    .offset((pagina - 1) * porPagina)
    .limit(porPagina)
    .execute();
  return { itens: rows.map(summaryOf), total: await countRows(filtered) };
}

/** A message, locked for the caller's transaction when `lock`; undefined when there is none. */
export function findMessage(
  db: Executor,
  id: string,
  lock = false,
): Promise<MessageRow | undefined> {
  const query = db.selectFrom('mensagens_contato').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function messageView(db: Executor, id: string): Promise<Mensagem | undefined> {
  const row = await withAssignee(db.selectFrom('mensagens_contato'))
    .where('mensagens_contato.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const replies = await db
    .selectFrom('respostas_contato')
    .leftJoin('operadores', 'operadores.id', 'respostas_contato.operador_id')
    .select([
      'respostas_contato.id',
      'respostas_contato.texto',
      'respostas_contato.enviada_em',
      'operadores.nome as operador_nome',
    ])
    .where('respostas_contato.mensagem_id', '=', id)
    .orderBy('respostas_contato.enviada_em')
    .orderBy('respostas_contato.id')
    .execute();
  return {
    ...summaryOf(row),
    mensagem: row.mensagem,
    celularMascarado: celularMascarado(row.telefone),
    uf: row.uf,
    respostas: replies.map((reply) => ({
      id: reply.id,
      texto: reply.texto,
      operadorNome: reply.operador_nome,
      enviadaEm: reply.enviada_em.toISOString(),
    })),
  };
}
