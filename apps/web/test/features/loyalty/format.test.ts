// The statement's words (DESIGN decision 15): a label for every entry kind and cashback state the
// contract has.
import { CREDITO_SITUACOES, LANCAMENTO_TIPOS } from '@fidelidade/domain/contracts/lancamento';
import { describe, expect, it } from 'vitest';
import {
  SITUACAO_LABELS,
  TIPO_LABELS,
  entryTitle,
} from '../../../src/features/loyalty/components/format.ts';

describe('statement formats', () => {
  it('labels every entry kind, expiry included', () => {
    expect(LANCAMENTO_TIPOS.map((tipo) => TIPO_LABELS[tipo])).toEqual([
      'Compra',
      'Compra cancelada',
      'Resgate',
      'Cashback expirado',
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
});
