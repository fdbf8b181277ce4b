// The chart "Cashback por mês" (DESIGN decision 15): cashback that expired unspent is a series of its
// own beside what was earned, reversed and spent, its bar labelled with its amount and its column in
// the table that assistive technology reads.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CashbackChart } from '../../../src/features/loyalty/components/cashback-chart.tsx';
import { cleanup, one, render, textOf, textsOf } from '../../support/render.ts';
import { cashbackMensal } from '../../support/statement.ts';

afterEach(cleanup);

const MESES = [
  cashbackMensal('2026-09', { expiradoCentavos: 400 }),
  cashbackMensal('2026-10'),
  cashbackMensal('2026-11', {
    cashbackCentavos: 300,
    ganhoCentavos: 500,
    estornadoCentavos: 200,
    resgatadoCentavos: 150,
    expiradoCentavos: 1230,
  }),
];

function chart() {
  return render(createElement(CashbackChart, { meses: MESES }));
}

describe('cashback per month chart', () => {
  it('labels each bar with its series and amount, the expired ones included', () => {
    const months = [...chart().querySelectorAll('.chart-month-row')];
    expect(months.map((month) => textsOf(month, '.chart-bar-label'))).toEqual([
      ['Expirado R$ 4,00'],
      [],
      ['Ganho R$ 5,00', 'Estornado R$ 2,00', 'Resgatado R$ 1,50', 'Expirado R$ 12,30'],
    ]);
    expect(months.map((month) => textsOf(month, '.chart-empty'))).toEqual([
      [],
      ['Sem movimento'],
      [],
    ]);
    expect(textsOf(chart(), '.chart-bar-expirado + .chart-bar-label')).toEqual([
      'Expirado R$ 4,00',
      'Expirado R$ 12,30',
    ]);
  });

  it('gives the expired amounts a column of the accessible table', () => {
    const table = one(chart(), 'table');
    expect(textOf(one(table, 'caption'))).toBe('Cashback de cada mês do período');
    expect(textsOf(table, 'thead th')).toEqual([
      'Mês',
      'Ganho',
      'Estornado',
      'Resgatado',
      'Expirado',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => [textOf(one(row, 'th')), ...textsOf(row, 'td')])).toEqual([
      ['setembro de 2026', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', 'R$ 4,00'],
      ['outubro de 2026', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00'],
      ['novembro de 2026', 'R$ 5,00', 'R$ 2,00', 'R$ 1,50', 'R$ 12,30'],
    ]);
  });

  it('keeps the bars from assistive technology, which reads the table instead', () => {
    expect(one(chart(), '.chart').getAttribute('aria-hidden')).toBe('true');
  });
});
