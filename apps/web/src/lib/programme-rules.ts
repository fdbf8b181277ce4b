// The programme's levels as the app explains them, written from the rules in force (GET regras) by the
// same domain code that credits purchases, so no screen holds a rate of its own. One read per page
// load serves every screen (the answer may also come from the browser's cache); a failed read is
// tried again by the next screen that asks. It is read plain, without the encrypted client or the
// contract's schemas, which the home would otherwise load before it is interactive.
import { useSyncExternalStore } from 'react';
import { describeLevels, type LevelInfo } from '@fidelidade/domain/cashback/levels';
import { REGRAS_PATH, rulesOfVersao, type Regras } from '@fidelidade/domain/contracts/regras-plain';
import { API_BASE } from './api/base.ts';
import { asEnvelope } from './api/envelope.ts';

export type ProgrammeLevels =
  { state: 'loading' } | { state: 'ready'; levels: readonly LevelInfo[] } | { state: 'failed' };

const LOADING: ProgrammeLevels = { state: 'loading' };
const FAILED: ProgrammeLevels = { state: 'failed' };

let current: ProgrammeLevels = LOADING;
let reading = false;
const listeners = new Set<() => void>();

function publish(next: ProgrammeLevels): void {
  current = next;
  for (const listener of listeners) listener();
}

async function read(): Promise<void> {
  reading = true;
  try {
    const response = await fetch(`${API_BASE}${REGRAS_PATH}`);
    const answer = asEnvelope(await response.json(), response.status);
    const regras = answer?.status === 'success' ? (answer.data as Regras | null) : null;
    publish(
      regras ? { state: 'ready', levels: describeLevels(rulesOfVersao(regras.vigente)) } : FAILED,
    );
  } catch {
    publish(FAILED);
  } finally {
    reading = false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (current.state !== 'ready' && !reading) {
    if (current.state === 'failed') publish(LOADING);
    void read();
  }
  return () => listeners.delete(listener);
}

/** The levels of the rules in force: loading until GET regras answers, or failed. */
export function useProgrammeLevels(): ProgrammeLevels {
  return useSyncExternalStore(subscribe, () => current);
}
