// The app's local storage, by the keys of DESIGN decision 1 (spec point 3): prefixed '2v.' for the
// user, the session, cookie acceptance and the password-recovery data; 'hash' and 'token' unprefixed.
// Values are JSON; a value that no longer parses is treated as absent and removed.
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { DadosRecuperacao } from './types.ts';

export const STORAGE_KEYS = {
  usuario: '2v.usuario',
  sessao: '2v.sessao',
  aceitaCookies: '2v.aceitaCookies',
  recuperarSenha: '2v.recuperar-senha',
  hash: 'hash',
  token: 'token',
} as const;

export interface StoredValues {
  usuario: Cliente;
  sessao: string;
  /** Stored as the string 'true' (DESIGN decision 1). */
  aceitaCookies: 'true';
  recuperarSenha: DadosRecuperacao;
  /** The rating hash taken from /avaliacao/<hash> (spec point 2). Stored as plain text. */
  hash: string;
  token: string;
}

export type StorageKey = keyof StoredValues;

// Plain strings are stored as they are, so 'true' and the rating hash read back exactly as the spec
// describes them; objects go through JSON. The set says which keys are read back as text.
const PLAIN_KEYS: ReadonlySet<StorageKey> = new Set(['sessao', 'aceitaCookies', 'hash', 'token']);

function backend(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the app then runs without memory.
    return null;
  }
}

export function getItem<K extends StorageKey>(key: K): StoredValues[K] | null {
  const store = backend();
  const raw = store?.getItem(STORAGE_KEYS[key]) ?? null;
  if (raw === null || PLAIN_KEYS.has(key)) return raw as StoredValues[K] | null;
  try {
    return JSON.parse(raw) as StoredValues[K];
  } catch {
    store?.removeItem(STORAGE_KEYS[key]);
    return null;
  }
}

export function setItem<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    backend()?.setItem(STORAGE_KEYS[key], text);
  } catch {
    // Quota exceeded or storage disabled: the value lives only for this page view.
  }
}

export function removeItem(key: StorageKey): void {
  backend()?.removeItem(STORAGE_KEYS[key]);
}

/**
 * Clears local storage on logout, forced logout, recovery and account closure (spec point 4).
 * Cookie acceptance survives: it is the visitor's answer to the banner, not session data, and asking
 * again after every logout would contradict "acceptance is stored" (spec point 1).
 */
export function clearAll(): void {
  const store = backend();
  if (!store) return;
  const accepted = store.getItem(STORAGE_KEYS.aceitaCookies);
  store.clear();
  if (accepted !== null) store.setItem(STORAGE_KEYS.aceitaCookies, accepted);
}
