// The statement's card (DESIGN decision 15): the available balance, the pending cashback with its
// next release, what expires next and what later credits must still pay back, each only when there
// is something to say, with dates as the calendar days the API sends.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceSummary } from '../../../src/features/loyalty/components/balance-summary.tsx';
import { cleanup, one, render, textOf, textsOf } from '../../support/render.ts';
import { extrato } from '../../support/statement.ts';

// The level's rate comes from GET regras, which these tests leave unanswered.
vi.mock('../../../src/lib/programme-rules.ts', () => ({
  useProgrammeLevels: () => ({ state: 'loading' }),
}));

afterEach(cleanup);

function card(overrides: Parameters<typeof extrato>[0]) {
  const container = render(createElement(BalanceSummary, { extrato: extrato(overrides) }));
  const region = one(container, 'section[aria-labelledby="saldo-titulo"]');
  return {
    heading: textOf(one(region, '#saldo-titulo')),
    available: textOf(one(region, '.balance-available')),
    lines: textsOf(region, '.balance-lifecycle li'),
    text: textOf(region),
  };
}

describe('statement card', () => {
  it('names its region and labels the balance as what is available', () => {
    const shown = card({ saldoCentavos: 123456 });
    expect(shown.heading).toBe('Saldo de cashback');
    expect(shown.available).toBe('Disponível R$ 1.234,56');
  });

  it('shows what is pending and how much of it is released on the next date', () => {
    const shown = card({
      pendenteCentavos: 800,
      proximaLiberacao: { data: '2026-12-15', valorCentavos: 300 },
    });
    expect(shown.lines).toEqual(['R$ 8,00 pendentes · liberação de R$ 3,00 em 15/12/2026']);
  });

  it('names the pending amount once when all of it is released the same day', () => {
    const shown = card({
      pendenteCentavos: 300,
      proximaLiberacao: { data: '2026-12-15', valorCentavos: 300 },
    });
    expect(shown.lines).toEqual(['R$ 3,00 pendentes · liberação em 15/12/2026']);
  });

  it('shows what expires next, agreeing the verb with the amount', () => {
    const many = card({
      pendenteCentavos: 0,
      proximaLiberacao: null,
      proximaExpiracao: { data: '2026-12-15', valorCentavos: 1230 },
    });
    expect(many.lines).toEqual(['R$ 12,30 expiram em 15/12/2026']);
    const one = card({
      pendenteCentavos: 100,
      proximaLiberacao: { data: '2026-12-01', valorCentavos: 100 },
      proximaExpiracao: { data: '2027-03-31', valorCentavos: 100 },
    });
    expect(one.lines).toEqual([
      'R$ 1,00 pendente · liberação em 01/12/2026',
      'R$ 1,00 expira em 31/03/2027',
    ]);
  });

  it('keeps a date on its calendar day whatever the time zone', () => {
    // Read as an instant, midnight UTC of 1 January is still 31 December in São Paulo.
    const shown = card({ proximaExpiracao: { data: '2027-01-01', valorCentavos: 500 } });
    expect(shown.lines).toContain('R$ 5,00 expiram em 01/01/2027');
  });

  it('says nothing of expiry, pending or debt when there is none', () => {
    const shown = card({
      saldoCentavos: 5000,
      pendenteCentavos: 0,
      proximaLiberacao: null,
      proximaExpiracao: null,
      dividaCentavos: 0,
    });
    expect(shown.lines).toEqual([]);
    expect(shown.text).not.toMatch(/expira|pendente|descontar/);
  });

  it('shows the debt that later credits pay back only when there is one', () => {
    const shown = card({ pendenteCentavos: 0, proximaLiberacao: null, dividaCentavos: 185 });
    expect(shown.lines).toEqual(['R$ 1,85 a descontar de créditos futuros']);
  });

  it('lists pending, expiry and debt together in that order', () => {
    const shown = card({
      saldoCentavos: 2000,
      pendenteCentavos: 800,
      proximaLiberacao: { data: '2026-12-15', valorCentavos: 300 },
      proximaExpiracao: { data: '2027-02-10', valorCentavos: 1230 },
      dividaCentavos: 185,
    });
    expect(shown.available).toBe('Disponível R$ 20,00');
    expect(shown.lines).toEqual([
      'R$ 8,00 pendentes · liberação de R$ 3,00 em 15/12/2026',
      'R$ 12,30 expiram em 10/02/2027',
      'R$ 1,85 a descontar de créditos futuros',
    ]);
  });
});
