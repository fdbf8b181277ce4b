// The tabs of a customer's page in the console, each a page newest first: the statement (the
// customers' own entries, lancamentoSchema, with a type and São Paulo days to filter by), the
// ratings of their purchases, their "Fale conosco" messages (linked by cliente_id), the sessions
// still in force and the service notices written for them.
import type {
  ClienteAvaliacao,
  ClienteAviso,
  ClienteExtratoFiltro,
  ClienteMensagem,
  ClienteSessao,
} from '@fidelidade/domain/contracts/painel/clientes';
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import { countRows } from '../../db/count-rows.ts';
import type { Executor } from '../../db/executor.ts';
import { entryColumns, toLancamento, withEntryDetails } from '../../loyalty/entries.ts';
import { dayRange } from '../day-range.ts';
import { pageOf } from './paginas.ts';

type Page<Item> = Promise<{ itens: Item[]; total: number }>;

export function statementPage(
  db: Executor,
  clienteId: string,
  { tipo, de, ate, ...paginacao }: ClienteExtratoFiltro,
): Page<Lancamento> {
  let entries = db.selectFrom('lancamentos').where('lancamentos.cliente_id', '=', clienteId);
  if (tipo) entries = entries.where('lancamentos.tipo', '=', tipo);
  const { from, before } = dayRange(de, ate);
  if (from) entries = entries.where('lancamentos.ocorrido_em', '>=', from);
  if (before) entries = entries.where('lancamentos.ocorrido_em', '<', before);
  return pageOf(
    {
      rows: (offset, limit) =>
        entries
          .$call(withEntryDetails)
          .select(entryColumns)
          .orderBy('lancamentos.ocorrido_em', 'desc')
          .orderBy('lancamentos.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      count: () => countRows(entries),
    },
    paginacao,
    toLancamento,
  );
}

export function ratingsPage(
  db: Executor,
  clienteId: string,
  paginacao: Paginacao,
): Page<ClienteAvaliacao> {
  const ratings = db
    .selectFrom('avaliacoes')
    .innerJoin('compras', 'compras.id', 'avaliacoes.compra_id')
    .where('compras.cliente_id', '=', clienteId);
  return pageOf(
    {
      rows: (offset, limit) =>
        ratings
          .innerJoin('lojas', 'lojas.id', 'compras.loja_id')
          .select([
            'avaliacoes.compra_id',
            'lojas.nome',
            'avaliacoes.estrelas',
            'avaliacoes.comentario',
            'avaliacoes.criada_em',
          ])
          .orderBy('avaliacoes.criada_em', 'desc')
          .orderBy('avaliacoes.compra_id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      count: () => countRows(ratings),
    },
    paginacao,
    (row) => ({
      compraId: row.compra_id,
      loja: row.nome,
      estrelas: row.estrelas,
      comentario: row.comentario,
      criadaEm: row.criada_em.toISOString(),
    }),
  );
}

export function messagesPage(
  db: Executor,
  clienteId: string,
  paginacao: Paginacao,
): Page<ClienteMensagem> {
  const messages = db.selectFrom('mensagens_contato').where('cliente_id', '=', clienteId);
  return pageOf(
    {
      rows: (offset, limit) =>
        messages
          .select(['id', 'assunto', 'mensagem', 'criada_em', 'estado'])
          .orderBy('criada_em', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      count: () => countRows(messages),
    },
    paginacao,
    (row) => ({
      id: row.id,
      assunto: row.assunto,
      mensagem: row.mensagem,
      criadaEm: row.criada_em.toISOString(),
      estado: row.estado,
    }),
  );
}

export function sessionsPage(
  db: Executor,
  clienteId: string,
  paginacao: Paginacao,
  now: Date,
): Page<ClienteSessao> {
  const sessions = db
    .selectFrom('sessoes')
    .where('cliente_id', '=', clienteId)
    .where('revogada_em', 'is', null)
    .where('expira_em', '>', now);
  return pageOf(
    {
      rows: (offset, limit) =>
        sessions
          .select(['id', 'tipo', 'criada_em', 'expira_em'])
          .orderBy('criada_em', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      count: () => countRows(sessions),
    },
    paginacao,
    (row) => ({
      id: row.id,
      tipo: row.tipo,
      criadaEm: row.criada_em.toISOString(),
      expiraEm: row.expira_em.toISOString(),
    }),
  );
}

export function noticesPage(
  db: Executor,
  clienteId: string,
  paginacao: Paginacao,
): Page<ClienteAviso> {
  const notices = db.selectFrom('avisos').where('cliente_id', '=', clienteId);
  return pageOf(
    {
      rows: (offset, limit) =>
        notices
          .select(['id', 'evento', 'criado_em', 'lido_em', 'canais'])
          .orderBy('criado_em', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
      count: () => countRows(notices),
    },
    paginacao,
    (row) => ({
      id: row.id,
      evento: row.evento,
      criadoEm: row.criado_em.toISOString(),
      lidoEm: row.lido_em?.toISOString() ?? null,
      canais: row.canais,
    }),
  );
}
