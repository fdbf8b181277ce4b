// The customers' ratings as the console reads them (contracts/painel/avaliacoes.ts): one filtered query
// that the list, its summary and a store's own ratings (store-sales-repository.ts) all start from.
// `de` and `ate` are São Paulo days of the rating; the newest rating comes first.
import type {
  AvaliacaoPainel,
  AvaliacoesFiltros,
  AvaliacoesQuery,
} from '@fidelidade/domain/contracts/painel/avaliacoes';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import { countRows } from '../db/count-rows.ts';
import type { Executor } from '../db/executor.ts';
import { dayRange } from '../painel/day-range.ts';

/**
 * The ratings the filters keep, from the ratings alone: each keeps its purchase's store (0051), so a
 * count or a summary reads no purchase.
 */
export function filteredRatings(db: Executor, filtros: AvaliacoesFiltros) {
  let filtered = db.selectFrom('avaliacoes');
  const { lojaId, estrelas, de, ate, comentario } = filtros;
  if (lojaId) filtered = filtered.where('avaliacoes.loja_id', '=', lojaId);
  if (estrelas?.length) filtered = filtered.where('avaliacoes.estrelas', 'in', estrelas);
  const { from, before } = dayRange(de, ate);
  if (from) filtered = filtered.where('avaliacoes.criada_em', '>=', from);
  if (before) filtered = filtered.where('avaliacoes.criada_em', '<', before);
  if (comentario === 'com') filtered = filtered.where('avaliacoes.comentario', '<>', '');
  if (comentario === 'sem') filtered = filtered.where('avaliacoes.comentario', '=', '');
  return filtered;
}

export interface RatingsPage {
  itens: AvaliacaoPainel[];
  total: number;
}

/**
 * A page of ratings, newest first. `withCustomerId` is whether the reader may open a customer's page:
 * without it the customer is the masked CPF only.
 */
export async function searchRatings(
  db: Executor,
  { pagina, porPagina, ...filtros }: AvaliacoesQuery,
  { withCustomerId }: { withCustomerId: boolean },
): Promise<RatingsPage> {
  const filtered = filteredRatings(db, filtros);
  const rows = await filtered
    .innerJoin('compras', 'compras.id', 'avaliacoes.compra_id')
    .innerJoin('lojas', 'lojas.id', 'avaliacoes.loja_id')
    .leftJoin('clientes', 'clientes.id', 'compras.cliente_id')
    .select([
      'avaliacoes.compra_id',
      'avaliacoes.estrelas',
      'avaliacoes.comentario',
      'avaliacoes.criada_em',
      'avaliacoes.loja_id',
      'compras.ocorrida_em',
      'compras.valor_centavos',
      'compras.cliente_id',
      'lojas.nome as loja_nome',
      'clientes.cpf',
    ])
    .orderBy('avaliacoes.criada_em', 'desc')
    .orderBy('avaliacoes.compra_id', 'desc')
    .offset((pagina - 1) * porPagina)
    .limit(porPagina)
    .execute();
  const total = await countRows(filtered);
  return {
    itens: rows.map((row) => ({
      compraId: row.compra_id,
      lojaId: row.loja_id,
      lojaNome: row.loja_nome,
      compraOcorridaEm: row.ocorrida_em.toISOString(),
      valorCentavos: row.valor_centavos,
      estrelas: row.estrelas,
      comentario: row.comentario,
      avaliadaEm: row.criada_em.toISOString(),
      cpfMascarado: row.cliente_id === null ? null : cpfMascarado(row.cpf),
      clienteId: withCustomerId ? row.cliente_id : null,
    })),
    total,
  };
}
