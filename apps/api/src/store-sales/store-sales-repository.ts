// What one store sold and how its customers rated it, for the console (contracts/painel/lojas-vendas.ts):
// newest first, paged. A purchase names its customer by the masked CPF only, and by nothing once the
// customer erased their account (compras.cliente_id is then null).
import type {
  AvaliacaoDaLoja,
  CompraDaLoja,
  LojaAvaliacoesQuery,
  LojaComprasQuery,
} from '@fidelidade/domain/contracts/painel/lojas-vendas';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import { countRows } from '../db/count-rows.ts';
import type { Executor } from '../db/executor.ts';
import { dayRange } from '../painel/day-range.ts';
import { searchRatings } from './ratings-search.ts';

interface Page<T> {
  itens: T[];
  total: number;
}

export async function storePurchases(
  db: Executor,
  lojaId: string,
  { pagina, porPagina, de, ate }: LojaComprasQuery,
): Promise<Page<CompraDaLoja>> {
  let filtered = db.selectFrom('compras').where('compras.loja_id', '=', lojaId);
  const { from, before } = dayRange(de, ate);
  if (from) filtered = filtered.where('compras.ocorrida_em', '>=', from);
  if (before) filtered = filtered.where('compras.ocorrida_em', '<', before);
  const rows = await filtered
    .leftJoin('clientes', 'clientes.id', 'compras.cliente_id')
    .select([
      'compras.id',
      'compras.id_compra_loja',
      'compras.ocorrida_em',
      'compras.valor_centavos',
      'compras.cashback_centavos',
      'compras.cancelada_em',
      'clientes.cpf',
    ])
    .orderBy('compras.ocorrida_em', 'desc')
    .orderBy('compras.id', 'desc')
    .offset((pagina - 1) * porPagina)
    .limit(porPagina)
    .execute();
  return {
    itens: rows.map((row) => ({
      id: row.id,
      idCompraLoja: row.id_compra_loja,
      ocorridaEm: row.ocorrida_em.toISOString(),
      valorCentavos: row.valor_centavos,
      cashbackCentavos: row.cashback_centavos,
      cpfMascarado: row.cpf === null ? null : cpfMascarado(row.cpf),
      cancelada: row.cancelada_em !== null,
    })),
    total: await countRows(filtered),
  };
}

/** A store's ratings: the console's ratings list (ratings-search.ts) narrowed to the store. */
export async function storeRatings(
  db: Executor,
  lojaId: string,
  { pagina, porPagina, estrelas }: LojaAvaliacoesQuery,
): Promise<Page<AvaliacaoDaLoja>> {
  const page = await searchRatings(
    db,
    { pagina, porPagina, lojaId, estrelas: estrelas === undefined ? undefined : [estrelas] },
    { withCustomerId: false },
  );
  return {
    itens: page.itens.map(({ compraId, estrelas, comentario, avaliadaEm }) => ({
      compraId,
      estrelas,
      comentario,
      criadaEm: avaliadaEm,
    })),
    total: page.total,
  };
}
