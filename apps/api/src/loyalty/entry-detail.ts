// One of the caller's own statement entries with its details (route detalhes-fidelidade). Another
// customer's entry is "not found", the same as an unknown one, so ids reveal nothing.
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import type { Executor } from '../db/executor.ts';
import { entryColumns, toLancamento, withEntryDetails } from './entries.ts';
import { avaliacaoOf } from '../rating/rating-view.ts';
import { ratingLink } from './rating-hash.ts';

export async function entryDetailFor(
  db: Executor,
  clienteId: string,
  entryId: string,
): Promise<ExtratoDetalhe | undefined> {
  const row = await db
    .selectFrom('lancamentos')
    .$call(withEntryDetails)
    .leftJoin('compras', 'compras.id', 'lancamentos.compra_id')
    .leftJoin('resgates', 'resgates.id', 'lancamentos.resgate_id')
    .leftJoin('avaliacoes', 'avaliacoes.compra_id', 'compras.id')
    .select([
      ...entryColumns,
      'lancamentos.mes',
      'compras.id_compra_loja',
      'resgates.id_resgate_loja',
      'compras.posicao_no_mes',
      'compras.cancelada_em',
      'compras.ocorrida_em',
      'compras.hash_avaliacao',
      'avaliacoes.estrelas',
      'avaliacoes.comentario',
      'avaliacoes.criada_em as avaliada_em',
    ])
    .where('lancamentos.id', '=', entryId)
    .where('lancamentos.cliente_id', '=', clienteId)
    .executeTakeFirst();
  if (!row) return undefined;
  const isPurchase = row.tipo === 'compra';
  return {
    ...toLancamento(row),
    idLoja: row.id_compra_loja ?? row.id_resgate_loja ?? '',
    mes: row.mes,
    posicaoNoMes: row.posicao_no_mes,
    cancelada: row.cancelada_em !== null,
    dataCompra: row.ocorrida_em?.toISOString() ?? null,
    linkAvaliacao: isPurchase && row.hash_avaliacao ? ratingLink(row.hash_avaliacao) : null,
    avaliacao: avaliacaoOf(row),
  };
}
