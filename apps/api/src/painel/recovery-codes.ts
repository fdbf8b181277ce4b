// The operator's recovery codes: ten, made at enrolment and shown that once, each good for one
// sign-in in place of a TOTP code (a lost phone). Stored as HMACs bound to the operator; a code is
// spent by the same statement that finds it, so two sign-ins cannot both use it.
import { randomInt } from 'node:crypto';
import type { CodeHasher } from '../codes/code-hash.ts';
import type { Executor } from '../db/executor.ts';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;

function newCode(): string {
  const chars = Array.from({ length: 2 * GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** The code as stored: upper-case, without its dash. */
function normalized(code: string): string {
  return code.replace(/-/g, '').toUpperCase();
}

/** Spends every code the operator has left, in the caller's transaction. */
export async function deleteRecoveryCodes(db: Executor, operadorId: string): Promise<void> {
  await db
    .deleteFrom('operador_codigos_recuperacao')
    .where('operador_id', '=', operadorId)
    .execute();
}

/** Replaces the operator's codes with ten new ones, in the caller's transaction; returns them. */
export async function replaceRecoveryCodes(
  db: Executor,
  hasher: CodeHasher,
  operadorId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deleteRecoveryCodes(db, operadorId);
  await db
    .insertInto('operador_codigos_recuperacao')
    .values(
      codes.map((code) => ({
        operador_id: operadorId,
        codigo_hash: hasher.hash(operadorId, normalized(code)),
      })),
    )
    .execute();
  return codes;
}

/** Spends one of the operator's unused codes; false when it is none of them. */
export async function spendRecoveryCode(
  db: Executor,
  hasher: CodeHasher,
  operadorId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('operador_codigos_recuperacao')
    .set({ usado_em: now })
    .where('operador_id', '=', operadorId)
    .where('codigo_hash', '=', hasher.hash(operadorId, normalized(code)))
    .where('usado_em', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
