// One entry's details (route detalhes-fidelidade, DESIGN decision 15): where a purchase's cashback
// stands, a purchase from before cashback matured as it was shown, and an expiry without a store.
import { CREDITO_SITUACOES } from '@fidelidade/domain/contracts/lancamento';
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryDetails } from '../../../src/features/loyalty/components/entry-details.tsx';
import { cleanup, one, render, textOf } from '../../support/render.ts';
import { ajuste, extratoDetalhe } from '../../support/statement.ts';

afterEach(cleanup);

/** The heading and each term of the details with its value. */
function details(overrides: Partial<ExtratoDetalhe>) {
  const container = render(createElement(EntryDetails, { lancamento: extratoDetalhe(overrides) }));
  const rows = [...container.querySelectorAll('.details-row')].map((row) => [
    textOf(one(row, 'dt')),
    textOf(one(row, 'dd')),
  ]);
  return {
    heading: textOf(one(container, 'h2')),
    rows: Object.fromEntries(rows) as Record<string, string>,
    text: textOf(container),
  };
}

describe('entry details', () => {
  it('shows each state of a purchase’s cashback in Portuguese', () => {
    const shown = CREDITO_SITUACOES.map(
      (situacao) => details({ situacao }).rows['Situação do cashback'],
    );
    expect(shown).toEqual(['Pendente', 'Disponível', 'Utilizado', 'Expirado', 'Cancelado']);
  });

  it('shows a purchase without a state as confirmed or cancelled, as before', () => {
    expect(details({ situacao: null }).rows).toMatchObject({ Situação: 'Confirmada' });
    expect(details({ situacao: null, cancelada: true }).rows).toMatchObject({
      Situação: 'Cancelada',
    });
    expect(details({ situacao: null }).rows).not.toHaveProperty('Situação do cashback');
  });

  it('names a purchase by its store', () => {
    const shown = details({ loja: 'Loja Centro', idLoja: 'pdv-123', situacao: 'pendente' });
    expect(shown.heading).toBe('Compra em Loja Centro');
    expect(shown.rows).toMatchObject({
      'Valor da compra': 'R$ 30,00',
      'Código na loja': 'pdv-123',
      'Situação do cashback': 'Pendente',
    });
  });

  it('shows an expiry as expired cashback, without a store or its code', () => {
    const shown = details({ tipo: 'expiracao', dataHora: '2026-11-23T13:52:00.000Z' });
    expect(shown.heading).toBe('Cashback expirado');
    expect(shown.rows).toEqual({
      'Data e hora': '23/11/2026, 10:52',
      'Valor expirado': 'R$ 12,30',
      Cashback: '-R$ 12,30',
      'Mês do programa': 'novembro de 2026',
    });
    expect(shown.text).not.toContain('null');
  });

  it('shows an adjustment as "Ajuste" with its reason, without a store or its code', () => {
    const shown = details({
      ...ajuste({ dataHora: '2026-11-23T13:52:00.000Z' }),
      posicaoNoMes: null,
      idLoja: '',
    });
    expect(shown.heading).toBe('Ajuste');
    expect(shown.rows).toEqual({
      'Data e hora': '23/11/2026, 10:52',
      Motivo: 'Compensação pela compra não registrada',
      'Valor do ajuste': 'R$ 25,00',
      Cashback: 'R$ 25,00',
      'Mês do programa': 'novembro de 2026',
    });
    expect(shown.text).not.toContain('null');
  });
});
