// The ratings' summary for the console (contracts/painel/avaliacoes.ts): average, count and stars'
// distribution overall and per store, and average and count per São Paulo month. Each is computed by
// PostgreSQL in one grouped pass over the same filtered ratings the list reads (ratings-search.ts); the
// averages are rounded there to two decimals, the counts come back as int8 (read as numbers).
import {
  ESTRELAS,
  RESUMO_MESES_MAX,
  type AvaliacoesFiltros,
  type AvaliacoesResumo,
} from '@fidelidade/domain/contracts/painel/avaliacoes';
import {
  PROGRAMME_TIME_ZONE,
  addMonths,
  calendarDate,
  saoPauloDate,
} from '@fidelidade/domain/crypto/sao-paulo-date';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { filteredRatings } from './ratings-search.ts';

const count = sql<number>`count(*)`;
const average = sql<number | null>`round(avg(avaliacoes.estrelas), 2)::float8`;

interface Group {
  media: number | null;
  total: number;
}

type Distribution = AvaliacoesResumo['distribuicao'];

/** Every number of stars, 1 to 5, with the count of `rows` that have it (0 when none). */
function distribution(rows: { estrelas: number | null; total: number }[]): Distribution {
  return ESTRELAS.map((estrelas) => ({
    estrelas,
    total: rows.find((row) => row.estrelas === estrelas)?.total ?? 0,
  }));
}

/** Overall, per store and per store and stars, per stars: one scan, grouped four ways. */
async function byStoreAndStars(db: Executor, filtros: AvaliacoesFiltros) {
  const rows = await filteredRatings(db, filtros)
    .innerJoin('lojas', 'lojas.id', 'avaliacoes.loja_id')
    .select([
      'avaliacoes.loja_id',
      'lojas.nome as loja_nome',
      'avaliacoes.estrelas',
      sql<number>`grouping(avaliacoes.loja_id, avaliacoes.estrelas)`.as('nivel'),
      count.as('total'),
      average.as('media'),
    ])
    .groupBy(
      sql`grouping sets ((avaliacoes.loja_id, lojas.nome, avaliacoes.estrelas), (avaliacoes.loja_id, lojas.nome), (avaliacoes.estrelas), ())`,
    )
    .execute();
  // grouping(loja, estrelas) is a bit mask: 1 when the stars were rolled up, 2 the store, 3 both.
  const overall = rows.find((row) => row.nivel === 3);
  const stores = rows
    .filter((row) => row.nivel === 1)
    .sort((a, b) => a.loja_nome.localeCompare(b.loja_nome, 'pt-BR'))
    .map((store) => ({
      lojaId: store.loja_id,
      lojaNome: store.loja_nome,
      media: store.media,
      total: store.total,
      distribuicao: distribution(
        rows.filter((row) => row.nivel === 0 && row.loja_id === store.loja_id),
      ),
    }));
  return {
    media: overall?.media ?? null,
    total: overall?.total ?? 0,
    distribuicao: distribution(rows.filter((row) => row.nivel === 2)),
    lojas: stores,
  };
}

/** 'AAAA-MM' of a day. */
const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * The months from `de` (or RESUMO_MESES_MAX back) to `ate` (or today), each with its ratings' average
 * and count.
 */
async function byMonth(
  db: Executor,
  filtros: AvaliacoesFiltros,
  today: string,
): Promise<({ mes: string } & Group)[]> {
  const last = filtros.ate ?? today;
  const earliest = addMonths(calendarDate(`${monthOf(last)}-01`), 1 - RESUMO_MESES_MAX).iso;
  const first = filtros.de && filtros.de > earliest ? filtros.de : earliest;
  if (first > last) return [];
  const mes = sql<string>`to_char(avaliacoes.criada_em at time zone ${sql.lit(PROGRAMME_TIME_ZONE)}, 'YYYY-MM')`;
  const rows = await filteredRatings(db, { ...filtros, de: first, ate: last })
    .select([mes.as('mes'), count.as('total'), average.as('media')])
    .groupBy(mes)
    .execute();
  const months: ({ mes: string } & Group)[] = [];
  for (let day = calendarDate(`${monthOf(first)}-01`); day.iso <= last; day = addMonths(day, 1)) {
    const found = rows.find((row) => row.mes === monthOf(day.iso));
    months.push({ mes: monthOf(day.iso), media: found?.media ?? null, total: found?.total ?? 0 });
  }
  return months;
}

export async function ratingsSummary(
  db: Executor,
  filtros: AvaliacoesFiltros,
  now: Date,
): Promise<AvaliacoesResumo> {
  const [grouped, meses] = await Promise.all([
    byStoreAndStars(db, filtros),
    byMonth(db, filtros, saoPauloDate(now).iso),
  ]);
  return { ...grouped, meses };
}
