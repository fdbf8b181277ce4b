// Whether the month's average rating rose or fell from the month before's, and by how much.
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';

const AVERAGE = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export interface Trend {
  text: string;
  direction: 'up' | 'down' | null;
}

/** Averages compared as shown, to two decimals: a difference the screen cannot show is no change. */
export function ratingsTrend(media: number | null, mediaAnterior: number | null): Trend {
  if (media === null || mediaAnterior === null) return { text: m.noTrend, direction: null };
  const diferenca = Math.round(media * 100) - Math.round(mediaAnterior * 100);
  if (diferenca === 0) return { text: m.trendSame, direction: null };
  const text = AVERAGE.format(Math.abs(diferenca) / 100);
  return diferenca > 0
    ? { text: m.trendUp(text), direction: 'up' }
    : { text: m.trendDown(text), direction: 'down' };
}
