// The statement's entries (DESIGN decisions 6 and 15): each purchase says where its cashback stands in
// Portuguese, and an expiry, which no store makes, reads as expired cashback with no empty store.
import { CREDITO_SITUACOES, type Lancamento } from '@fidelidade/domain/contracts/lancamento';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryList } from '../../../src/features/loyalty/components/entry-list.tsx';
import { cleanup, one, render, textOf, textsOf } from '../../support/render.ts';
import { ajuste, expiracao, lancamento } from '../../support/statement.ts';

afterEach(cleanup);

/** Each entry's link, in the order listed. */
function entryLinks(...lancamentos: Lancamento[]): Element[] {
  const container = render(createElement(EntryList, { lancamentos }));
  return [...container.querySelectorAll('.entries > li > a')];
}

/** The texts of one entry: its first line, its meta lines, its cashback and its state. */
function entryTexts(lancamento: Lancamento) {
  const [link] = entryLinks(lancamento);
  if (!link) throw new Error('the entry is not listed');
  return {
    link,
    store: textOf(one(link, '.entry-store')),
    meta: textsOf(link, '.entry-meta'),
    cashback: textOf(one(link, '.entry-cashback')),
    situacao: textsOf(link, '.entry-situacao'),
  };
}

describe('statement entries', () => {
  it('shows each state of a purchase’s cashback in Portuguese', () => {
    const links = entryLinks(...CREDITO_SITUACOES.map((situacao) => lancamento({ situacao })));
    expect(links.map((link) => textsOf(link, '.entry-situacao'))).toEqual([
      ['Situação: Pendente'],
      ['Situação: Disponível'],
      ['Situação: Utilizado'],
      ['Situação: Expirado'],
      ['Situação: Cancelado'],
    ]);
  });

  it('shows no state for entries without one', () => {
    const links = entryLinks(
      lancamento({ situacao: null }),
      lancamento({ tipo: 'resgate', percentual: null, cashbackCentavos: -200, situacao: null }),
    );
    for (const link of links) expect(textOf(link)).not.toContain('Situação');
  });

  it('shows an expiry as expired cashback, without a store', () => {
    const shown = entryTexts(expiracao({ dataHora: '2026-11-23T13:52:00.000Z' }));
    expect(shown.store).toBe('Cashback expirado');
    expect(shown.meta).toEqual(['23/11/2026, 10:52', 'Expiração de R$ 12,30']);
    expect(shown.cashback).toBe('Cashback: -R$ 12,30');
    expect(shown.situacao).toEqual([]);
    expect(textOf(shown.link)).not.toContain('null');
    expect(shown.link.className).toContain('entry-expiracao');
  });

  it('shows an adjustment as "Ajuste" with the reason the staff wrote for the customer', () => {
    const credit = entryTexts(ajuste({ dataHora: '2026-11-23T13:52:00.000Z' }));
    expect(credit.store).toBe('Ajuste');
    expect(credit.meta).toEqual(['23/11/2026, 10:52', 'Compensação pela compra não registrada']);
    expect(credit.cashback).toBe('Cashback: +R$ 25,00');
    expect(credit.situacao).toEqual([]);
    expect(credit.link.className).toContain('entry-ajuste');
    const debit = entryTexts(
      ajuste({ cashbackCentavos: -700, valorCentavos: 700, descricao: 'Crédito lançado em dobro' }),
    );
    expect(debit.meta[1]).toBe('Crédito lançado em dobro');
    expect(debit.cashback).toBe('Cashback: -R$ 7,00');
    expect(textOf(debit.link)).not.toContain('null');
  });

  it('keeps the store, kind, date, rate and state of a purchase', () => {
    const purchase = lancamento({ loja: 'Loja Centro', situacao: 'disponivel' });
    const shown = entryTexts(purchase);
    expect(shown.store).toBe('Loja Centro');
    expect(shown.meta).toEqual(['Compra · 23/11/2026, 10:52', 'Compra de R$ 30,00 · 5%']);
    expect(shown.cashback).toBe('Cashback: +R$ 1,50');
    expect(shown.situacao).toEqual(['Situação: Disponível']);
    expect(shown.link.getAttribute('href')).toBe(`/detalhes-fidelidade?id=${purchase.id}`);
  });
});
