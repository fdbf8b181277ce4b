// One store for the current customer (DESIGN decision 10): it replaces the old app's menu-update,
// get-user and att-usuario events. Login and registration call setCliente, the session's later answers
// storeAnsweredCliente; logout and forced logout call endSession; the menu and pages read it with
// useCliente().
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, clearAll, getItem, setItem } from './storage.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Cliente | null = readStored();

function readStored(): Cliente | null {
  const cliente = getItem('usuario');
  // A stored value without a jwt cannot call the API: treat it as no session.
  return cliente && typeof cliente.jwt === 'string' ? cliente : null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getCliente(): Cliente | null {
  return current;
}

/** Stores the customer returned by login, registration or a profile edit (spec point 4). */
export function setCliente(cliente: Cliente): void {
  setItem('usuario', cliente);
  current = cliente;
  emit();
}

/**
 * Stores a customer the server answered for the current session (GET cliente, a profile edit, a
 * confirmed code): the answer replaces the stored one whole, so an address no longer awaiting its
 * code does not linger, and the session keeps its own jwt.
 */
export function storeAnsweredCliente(answer: Cliente): void {
  if (!current) return;
  setCliente({ ...answer, jwt: current.jwt });
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

export function useCliente(): Cliente | null {
  return useSyncExternalStore(subscribe, getCliente, getCliente);
}

export function useIsLoggedIn(): boolean {
  return useCliente() !== null;
}
