// A purchase's rating page (DESIGN decision 5): found by its unguessable hash, rated once.
import type { AvaliacaoPagina } from '@fidelidade/domain/contracts/avaliacao';
import { RATING_HASH_PATTERN } from '@fidelidade/domain/contracts/avaliacao';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { avaliacaoOf } from './rating-view.ts';

export async function ratingPage(
  db: Executor,
  hash: string,
): Promise<{ compraId: string; page: AvaliacaoPagina }> {
  const row = RATING_HASH_PATTERN.test(hash)
    ? await db
        .selectFrom('compras')
        .innerJoin('lojas', 'lojas.id', 'compras.loja_id')
        .leftJoin('avaliacoes', 'avaliacoes.compra_id', 'compras.id')
        .select([
          'compras.id',
          'lojas.nome',
          'compras.ocorrida_em',
          'compras.valor_centavos',
          'compras.percentual',
          'compras.cashback_centavos',
          'compras.cancelada_em',
          'avaliacoes.estrelas',
          'avaliacoes.comentario',
          'avaliacoes.criada_em as avaliada_em',
        ])
        .where('compras.hash_avaliacao', '=', hash)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, loyaltyMessages.ratingNotFound);
  return {
    compraId: row.id,
    page: {
      compra: {
        loja: row.nome,
        dataHora: row.ocorrida_em.toISOString(),
        valorCentavos: row.valor_centavos,
        percentual: row.percentual,
        cashbackCentavos: row.cashback_centavos,
        cancelada: row.cancelada_em !== null,
      },
      avaliacao: avaliacaoOf(row),
    },
  };
}

/** Saves the rating; a second one for the same purchase is a 409 (the primary key decides). */
export async function rate(
  db: Executor,
  compraId: string,
  estrelas: number,
  comentario: string,
): Promise<void> {
  const inserted = await db
    .insertInto('avaliacoes')
    .values({ compra_id: compraId, estrelas, comentario })
    .onConflict((conflict) => conflict.column('compra_id').doNothing())
    .returning('compra_id')
    .executeTakeFirst();
  if (!inserted) throw new ApiError(409, loyaltyMessages.alreadyRated);
}
