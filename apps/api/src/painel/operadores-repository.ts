// The operators' rows: found by e-mail for the sign-in and by id for the session, listed and written
// by the operators' routes and npm run operador:criar.
import type { Selectable } from 'kysely';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';
import type { Executor } from '../db/executor.ts';
import { violatedUniqueIndex } from '../http/database-errors.ts';
import { deleteRecoveryCodes } from './recovery-codes.ts';
import type { OperadoresTable } from './tables.ts';

export type OperadorRow = Selectable<OperadoresTable>;

export class OperatorEmailTakenError extends Error {
  constructor() {
    super('operator e-mail taken');
    this.name = 'OperatorEmailTakenError';
  }
}

export interface NewOperador {
  nome: string;
  email: string;
  papel: Papel;
  lojaId: string | null;
  senhaHash: string;
}

export async function insertOperador(db: Executor, operador: NewOperador): Promise<OperadorRow> {
  try {
    return await db
      .insertInto('operadores')
      .values({
        nome: operador.nome,
        email: operador.email.toLowerCase(),
        papel: operador.papel,
        loja_id: operador.lojaId,
        senha_hash: operador.senhaHash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'operadores_email_key') throw new OperatorEmailTakenError();
    throw error;
  }
}

export function findOperadorByEmail(db: Executor, email: string) {
  return db
    .selectFrom('operadores')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findOperadorById(db: Executor, id: string) {
  return db.selectFrom('operadores').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOperadores(db: Executor, offset: number, limit: number) {
  const [itens, count] = await Promise.all([
    db
      .selectFrom('operadores')
      .selectAll()
      .orderBy('nome')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('operadores')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { itens, total: count.total };
}

export interface OperadorChanges {
  nome: string;
  papel: Papel;
  lojaId: string | null;
  ativo: boolean;
}

export function updateOperador(db: Executor, id: string, changes: OperadorChanges) {
  return db
    .updateTable('operadores')
    .set({
      nome: changes.nome,
      papel: changes.papel,
      loja_id: changes.lojaId,
      ativo: changes.ativo,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * A new password and no second factor: the TOTP secret, its last step and the recovery codes go, so
 * the next sign-in enrols a new authenticator. In the caller's transaction, with the sessions' end.
 */
export async function resetOperadorAccess(db: Executor, id: string, senhaHash: string) {
  const row = await db
    .updateTable('operadores')
    .set({ senha_hash: senhaHash, totp_segredo: null, totp_ativo: false, totp_ultimo_passo: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  await deleteRecoveryCodes(db, id);
  return row;
}

/** A new TOTP secret awaiting its first code (enrolment), replacing any earlier unproven one. */
export async function setPendingTotp(db: Executor, id: string, sealedSecret: string) {
  await db
    .updateTable('operadores')
    .set({ totp_segredo: sealedSecret, totp_ativo: false, totp_ultimo_passo: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Stores the step of an accepted code, only if it is later than the stored one: two sign-ins racing
 * with the same code cannot both pass. Also proves an enrolment. False when another call got there.
 */
export async function acceptTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('operadores')
    .set({ totp_ultimo_passo: step, totp_ativo: true })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_ultimo_passo', 'is', null), eb('totp_ultimo_passo', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
