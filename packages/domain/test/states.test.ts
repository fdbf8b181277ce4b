import { describe, expect, it } from 'vitest';
import { ESTADOS, UFS, isUf } from '../src/states.ts';

describe('ESTADOS', () => {
  it('lists the 27 federative units, each code and name once', () => {
    expect(ESTADOS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(new Set(ESTADOS.map((item) => item.estado)).size).toBe(27);
    for (const { uf } of ESTADOS) expect(uf).toMatch(/^[A-Z]{2}$/);
  });

  it('names them in pt-BR, with accents', () => {
    const byUf = Object.fromEntries(ESTADOS.map((item) => [item.uf, item.estado]));
    expect(byUf.SP).toBe('São Paulo');
    expect(byUf.DF).toBe('Distrito Federal');
    expect(byUf.PA).toBe('Pará');
    expect(byUf.RO).toBe('Rondônia');
  });
});

describe('isUf', () => {
  it('accepts the codes and nothing else', () => {
    expect(isUf('RJ')).toBe(true);
    expect(isUf('rj')).toBe(false);
    expect(isUf('XX')).toBe(false);
    expect(isUf('')).toBe(false);
  });
});
