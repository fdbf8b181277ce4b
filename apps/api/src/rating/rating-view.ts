// A purchase's rating as the calls show it (the rating page and an entry's details), from the
// avaliacoes columns a query joined: null when the purchase has none.
import type { Avaliacao } from '@fidelidade/domain/contracts/avaliacao';

export interface RatingColumns {
  estrelas: number | null;
  comentario: string | null;
  avaliada_em: Date | null;
}

export function avaliacaoOf(row: RatingColumns): Avaliacao | null {
  if (row.estrelas === null || row.avaliada_em === null) return null;
  return {
    estrelas: row.estrelas,
    comentario: row.comentario ?? '',
    avaliadaEm: row.avaliada_em.toISOString(),
  };
}
