// The statement's words (DESIGN decision 15): a label for every entry kind and cashback state the
// contract has, and release and expiry days shown as the calendar days the API sends.
import { CREDITO_SITUACOES, LANCAMENTO_TIPOS } from '@fidelidade/domain/contracts/lancamento';
import { describe, expect, it } from 'vitest';
import {
  SITUACAO_LABELS,
  TIPO_LABELS,
  agreeWithAmount,
  entryTitle,
  formatCalendarDate,
} from '../../../src/features/loyalty/components/format.ts';

describe('statement formats', () => {
  it('labels every entry kind, expiry and adjustment included', () => {
    expect(LANCAMENTO_TIPOS.map((tipo) => TIPO_LABELS[tipo])).toEqual([
      'Compra',
      'Compra cancelada',
      'Resgate',
      'Cashback expirado',
      'Ajuste',
    ]);
  });

  it('labels every cashback state in Portuguese', () => {
    expect(CREDITO_SITUACOES.map((situacao) => SITUACAO_LABELS[situacao])).toEqual([
      'Pendente',
      'Disponível',
      'Utilizado',
      'Expirado',
      'Cancelado',
    ]);
  });

  it('names an entry by its store, or by its kind when no store made it', () => {
    expect(entryTitle({ tipo: 'compra', loja: 'Loja Centro' })).toBe('Compra em Loja Centro');
    expect(entryTitle({ tipo: 'expiracao', loja: null })).toBe('Cashback expirado');
  });

  it('writes a calendar date as dd/mm/aaaa without moving it to another day', () => {
    expect(formatCalendarDate('2026-12-15')).toBe('15/12/2026');
    expect(formatCalendarDate('2027-01-01')).toBe('01/01/2027');
    expect(formatCalendarDate('2026-03-01')).toBe('01/03/2026');
  });

  it('agrees a word with an amount as it is read aloud', () => {
    expect([1, 100].map((c) => agreeWithAmount(c, 'expira', 'expiram'))).toEqual([
      'expira',
      'expira',
    ]);
    expect([2, 50, 150, 200, 1230].map((c) => agreeWithAmount(c, 'expira', 'expiram'))).toEqual([
      'expiram',
      'expiram',
      'expiram',
      'expiram',
      'expiram',
    ]);
  });
});
