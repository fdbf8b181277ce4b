// One store for the current customer (DESIGN decision 10): it replaces the old app's menu-update,
// get-user and att-usuario events. Login and registration call setUsuario, the session's later answers
// storeAnsweredUsuario; logout and forced logout call endSession; the menu and pages read it with
// useUsuario().
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, clearAll, getItem, setItem } from './storage.ts';
import type { Usuario } from './types.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Usuario | null = readStored();

function readStored(): Usuario | null {
  const usuario = getItem('usuario');
  // A stored value without a jwt cannot call the API: treat it as no session.
  return usuario && typeof usuario.jwt === 'string' ? usuario : null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getUsuario(): Usuario | null {
  return current;
}

/** Stores the customer returned by login, registration or a profile edit (spec point 4). */
export function setUsuario(usuario: Usuario): void {
  setItem('usuario', usuario);
  current = usuario;
  emit();
}

/**
 * Stores a customer the server answered for the current session (GET cliente, a profile edit, a
 * confirmed code): the answer replaces the stored one whole, so an address no longer awaiting its
 * code does not linger, and the session keeps its own jwt.
 */
export function storeAnsweredUsuario(answer: Usuario): void {
  if (!current) return;
  setUsuario({ ...answer, jwt: current.jwt });
}

/** Logout in all its forms: local storage cleared (spec point 4), everyone told at once. */
export function endSession(): void {
  clearAll();
  current = null;
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes what this tab must show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.usuario) return;
    current = readStored();
    emit();
  });
}

export function useUsuario(): Usuario | null {
  return useSyncExternalStore(subscribe, getUsuario, getUsuario);
}

export function useIsLoggedIn(): boolean {
  return useUsuario() !== null;
}
