// StatementCache: a copy only for the ledger version it was read at, per customer, period and month,
// and never more statement entries in all than its capacity.
import { describe, expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { StatementCache } from '../../src/loyalty/statement-cache.ts';

const now = new Date('2026-11-20T12:00:00-03:00');
const extrato = (saldoCentavos: number, entries = 0) =>
  ({ saldoCentavos, lancamentos: Array.from({ length: entries }, () => ({})) }) as Extrato;
const key = (clienteId: string, meses: 3 | 6 | 12 = 3, at = now) => ({ clienteId, meses, now: at });

describe('StatementCache', () => {
  it('answers a copy only at the ledger version it was read at', () => {
    const cache = new StatementCache(10);
    cache.set(key('a'), { ledgerVersion: 4, extrato: extrato(100) });
    expect(cache.get(key('a'), 4)).toEqual(extrato(100));
    expect(cache.get(key('a'), 5)).toBeUndefined();
    // A stale copy is dropped, not kept for later.
    expect(cache.get(key('a'), 4)).toBeUndefined();
    cache.set(key('b'), { ledgerVersion: null, extrato: extrato(0) });
    expect(cache.get(key('b'), null)).toEqual(extrato(0));
    expect(cache.get(key('b'), 0)).toBeUndefined();
  });

  it('keeps customers, periods and months apart', () => {
    const cache = new StatementCache(10);
    cache.set(key('a', 3), { ledgerVersion: 1, extrato: extrato(1) });
    expect(cache.get(key('b', 3), 1)).toBeUndefined();
    expect(cache.get(key('a', 6), 1)).toBeUndefined();
    expect(cache.get(key('a', 3, new Date('2026-12-01T00:30:00-03:00')), 1)).toBeUndefined();
    expect(cache.get(key('a', 3, new Date('2026-11-30T23:30:00-03:00')), 1)).toEqual(extrato(1));
  });

  it('counts each copy by its entries, and keeps none heavier than the whole capacity', () => {
    const cache = new StatementCache(10);
    cache.set(key('a'), { ledgerVersion: 1, extrato: extrato(1, 4) });
    cache.set(key('b'), { ledgerVersion: 1, extrato: extrato(2, 3) });
    expect(cache.weight).toBe(9);
    // 5 + 4 + 3 > 10: the least recently used, a, makes room for c.
    cache.set(key('c'), { ledgerVersion: 1, extrato: extrato(3, 2) });
    expect(cache.get(key('a'), 1)).toBeUndefined();
    expect(cache.weight).toBe(7);
    cache.set(key('d'), { ledgerVersion: 1, extrato: extrato(4, 10) });
    expect(cache.get(key('d'), 1)).toBeUndefined();
    expect(cache.size).toBe(2);
    // A new copy of the same statement replaces the old one, weight and all.
    cache.set(key('b'), { ledgerVersion: 2, extrato: extrato(5, 1) });
    expect(cache.weight).toBe(5);
    expect(cache.get(key('b'), 2)).toEqual(extrato(5, 1));
  });

  it('drops the least recently used copy beyond its capacity, and keeps none at 0', () => {
    const cache = new StatementCache(2);
    cache.set(key('a'), { ledgerVersion: 1, extrato: extrato(1) });
    cache.set(key('b'), { ledgerVersion: 1, extrato: extrato(2) });
    cache.get(key('a'), 1);
    cache.set(key('c'), { ledgerVersion: 1, extrato: extrato(3) });
    expect(cache.size).toBe(2);
    expect(cache.get(key('b'), 1)).toBeUndefined();
    expect(cache.get(key('a'), 1)).toEqual(extrato(1));
    const none = new StatementCache(0);
    none.set(key('a'), { ledgerVersion: 1, extrato: extrato(1) });
    expect(none.get(key('a'), 1)).toBeUndefined();
  });
});
