// The app's memory on the device (DESIGN decision 1): what a later visit, another tab or the old
// app's readers find under each key, and what survives a logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearAll, getItem, removeItem, setItem } from '../../src/lib/storage.ts';
import { cliente } from '../support/cliente.ts';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('keeps the customer as JSON under 2v.usuario and reads it back whole', () => {
    const stored = cliente();
    setItem('usuario', stored);
    expect(JSON.parse(localStorage.getItem('2v.usuario') ?? 'null')).toEqual(stored);
    expect(getItem('usuario')).toEqual(stored);
  });

  it('keeps cookie acceptance, the rating hash and the tokens as plain text', () => {
    setItem('aceitaCookies', 'true');
    setItem('hash', 'a1b2c3');
    setItem('token', '"quoted"');
    expect(localStorage.getItem('2v.aceitaCookies')).toBe('true');
    expect(localStorage.getItem('hash')).toBe('a1b2c3');
    expect(getItem('token')).toBe('"quoted"');
  });

  it('treats a value that no longer parses as absent, and removes it', () => {
    localStorage.setItem(STORAGE_KEYS.recuperarSenha, '{"jwt": ');
    expect(getItem('recuperarSenha')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recuperarSenha)).toBeNull();
  });

  it('forgets one key on removeItem', () => {
    setItem('sessao', 'abc');
    setItem('hash', 'h');
    removeItem('sessao');
    expect(getItem('sessao')).toBeNull();
    expect(getItem('hash')).toBe('h');
  });

  it('clears everything on logout except the answer to the cookie banner', () => {
    setItem('usuario', cliente());
    setItem('sessao', 'abc');
    setItem('hash', 'h');
    setItem('aceitaCookies', 'true');
    localStorage.setItem('outra-chave', 'x');
    clearAll();
    expect(localStorage.length).toBe(1);
    expect(getItem('aceitaCookies')).toBe('true');
  });

  it('runs without memory when the browser refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => {
      setItem('usuario', cliente());
    }).not.toThrow();
    expect(getItem('usuario')).toBeNull();
    expect(() => {
      clearAll();
    }).not.toThrow();
  });

  it('keeps going when the storage is full', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => {
      setItem('sessao', 'abc');
    }).not.toThrow();
    expect(getItem('sessao')).toBeNull();
  });
});
