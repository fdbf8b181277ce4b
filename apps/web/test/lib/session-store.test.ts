// The one store of the current customer (DESIGN decision 10): what the menu and pages see after a
// login, an answer of the server, a logout, a reload, and a login or logout in another tab.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionStoreModule from '../../src/lib/session-store.ts';
import { cliente } from '../support/cliente.ts';

type SessionStore = typeof SessionStoreModule;

/** The store as a fresh page load finds it: it reads local storage once, when the module loads. */
async function loadStore(): Promise<SessionStore> {
  vi.resetModules();
  return import('../../src/lib/session-store.ts');
}

beforeEach(() => {
  localStorage.clear();
});

describe('session store', () => {
  it('starts logged in from a stored customer with a jwt, and logged out without one', async () => {
    const stored = cliente();
    localStorage.setItem('2v.usuario', JSON.stringify(stored));
    expect((await loadStore()).getCliente()).toEqual(stored);

    localStorage.setItem('2v.usuario', JSON.stringify({ ...stored, jwt: undefined }));
    expect((await loadStore()).getCliente()).toBeNull();
  });

  it('stores a login and tells every reader at once', async () => {
    const store = await loadStore();
    const heard = vi.fn();
    store.subscribe(heard);
    const logged = cliente();
    store.setCliente(logged);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getCliente()).toEqual(logged);
    expect(JSON.parse(localStorage.getItem('2v.usuario') ?? 'null')).toEqual(logged);
    expect((await loadStore()).getCliente()).toEqual(logged);
  });

  it('stops telling a reader that unsubscribed', async () => {
    const store = await loadStore();
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    unsubscribe();
    store.setCliente(cliente());
    expect(heard).not.toHaveBeenCalled();
  });

  it('takes the server’s answer whole but keeps the session’s own jwt', async () => {
    const store = await loadStore();
    store.setCliente(cliente({ jwt: 'sessao-deste-aparelho', emailPendente: 'novo@example.com' }));
    const answer = cliente({ nome: 'Ana Paula', jwt: 'outro-jwt' });
    store.storeAnsweredCliente(answer);
    expect(store.getCliente()).toEqual({ ...answer, jwt: 'sessao-deste-aparelho' });
    expect(store.getCliente()).not.toHaveProperty('emailPendente');
  });

  it('ignores an answer that arrives after the logout', async () => {
    const store = await loadStore();
    store.storeAnsweredCliente(cliente());
    expect(store.getCliente()).toBeNull();
    expect(localStorage.getItem('2v.usuario')).toBeNull();
  });

  it('logs out: the customer and the session data gone, the cookie answer kept', async () => {
    const store = await loadStore();
    store.setCliente(cliente());
    localStorage.setItem('2v.sessao', 'abc');
    localStorage.setItem('2v.aceitaCookies', 'true');
    const heard = vi.fn();
    store.subscribe(heard);
    store.endSession();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getCliente()).toBeNull();
    expect(localStorage.getItem('2v.usuario')).toBeNull();
    expect(localStorage.getItem('2v.sessao')).toBeNull();
    expect(localStorage.getItem('2v.aceitaCookies')).toBe('true');
  });

  it('follows a login and a logout made in another tab', async () => {
    const store = await loadStore();
    const heard = vi.fn();
    store.subscribe(heard);
    const elsewhere = cliente();
    localStorage.setItem('2v.usuario', JSON.stringify(elsewhere));
    window.dispatchEvent(new StorageEvent('storage', { key: '2v.usuario' }));
    expect(store.getCliente()).toEqual(elsewhere);

    localStorage.setItem('2v.hash', 'x');
    window.dispatchEvent(new StorageEvent('storage', { key: 'hash' }));
    expect(heard).toHaveBeenCalledTimes(1);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getCliente()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
