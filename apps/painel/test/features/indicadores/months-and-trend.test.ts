// The months the dashboard offers, and the ratings' trend as the card words it.
import { describe, expect, it } from 'vitest';
import { INDICADORES_MESES_MAX } from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages as m } from '@fidelidade/domain/messages';
import { dashboardMonths, monthName } from '../../../src/features/indicadores/months.ts';
import { ratingsTrend } from '../../../src/features/indicadores/ratings-trend.ts';

describe('dashboardMonths', () => {
  it('offers the São Paulo month and the INDICADORES_MESES_MAX before it, newest first', () => {
    // 02:00 UTC on 1 December is still November in São Paulo.
    const months = dashboardMonths(new Date('2026-12-01T02:00:00.000Z'));
    expect(months).toHaveLength(INDICADORES_MESES_MAX + 1);
    expect(months[0]).toEqual({ id: '2026-11', name: 'novembro de 2026' });
    expect(months[1]).toEqual({ id: '2026-10', name: 'outubro de 2026' });
    expect(months.at(-1)).toEqual({ id: '2024-11', name: 'novembro de 2024' });
  });

  it('names a month as a person says it', () => {
    expect(monthName('2027-03')).toBe('março de 2027');
  });
});

describe('ratingsTrend', () => {
  it('says by how much the average rose or fell, to two decimals', () => {
    expect(ratingsTrend(4.5, 4.2)).toEqual({ text: m.trendUp('0,30'), direction: 'up' });
    expect(ratingsTrend(3, 4.25)).toEqual({ text: m.trendDown('1,25'), direction: 'down' });
  });

  it('calls a difference the screen cannot show no change', () => {
    expect(ratingsTrend(4.001, 4.004)).toEqual({ text: m.trendSame, direction: null });
  });

  it('has nothing to compare without ratings in either month', () => {
    expect(ratingsTrend(null, 4)).toEqual({ text: m.noTrend, direction: null });
    expect(ratingsTrend(4, null)).toEqual({ text: m.noTrend, direction: null });
  });
});
