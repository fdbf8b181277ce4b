// The verdict on a typed code (DESIGN decision 3), with the row change it implies: a right code is
// spent (hash dropped); a wrong one counts a try and the fifth kills it; an expired one dies. Every
// table that holds a code has these four columns.
import { codeMessages } from '@fidelidade/domain/messages';
import type { CodeHasher } from './code-hash.ts';
import { MAX_WRONG_TRIES } from './rules.ts';

export interface CodeState {
  id: string;
  /** HMAC of the live code; null once spent, expired, killed (or never sent). */
  codigo_hash: string | null;
  codigo_expira_em: Date | null;
  codigo_tentativas: number;
}

export type CodeChanges = Partial<Pick<CodeState, 'codigo_hash' | 'codigo_tentativas'>>;

export type CodeVerdict =
  { right: true; changes: CodeChanges } | { right: false; message: string; changes: CodeChanges };

/** Whether the row's code can still be typed (neither spent, killed nor expired). */
export function codeAlive(row: CodeState, now: Date): boolean {
  return row.codigo_hash !== null && row.codigo_expira_em !== null && row.codigo_expira_em > now;
}

export function judgeCode(row: CodeState, code: string, codes: CodeHasher, now: Date): CodeVerdict {
  if (row.codigo_hash === null || row.codigo_expira_em === null) {
    return { right: false, message: codeMessages.codeDead, changes: {} };
  }
  if (row.codigo_expira_em <= now) {
    return { right: false, message: codeMessages.codeDead, changes: { codigo_hash: null } };
  }
  if (codes.matches(row.id, code, row.codigo_hash)) {
    return { right: true, changes: { codigo_hash: null } };
  }
  const tries = row.codigo_tentativas + 1;
  if (tries >= MAX_WRONG_TRIES) {
    return {
      right: false,
      message: codeMessages.codeKilled,
      changes: { codigo_tentativas: tries, codigo_hash: null },
    };
  }
  return { right: false, message: codeMessages.wrongCode, changes: { codigo_tentativas: tries } };
}
