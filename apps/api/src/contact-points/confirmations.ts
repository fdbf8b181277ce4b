// The account's one open confirmation (DESIGN decisions 3 and 19; migration 0036): asking for a code,
// by any channel and for a confirmation or a change, replaces the earlier one, so confirmar_contato
// needs no channel. A new row id each time binds the new code's hash to it: an older code can never
// match. Sending is throttled per account and channel, under the customer row's lock.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { generateRecoveryCode } from '@fidelidade/domain/validation/recovery-code';
import { CLIENTE_COLUMNS, type ClienteRow } from '../accounts/cliente-row.ts';
import type { Executor } from '../db/executor.ts';
import { CodeHasher } from '../codes/code-hash.ts';
import { recordSend } from '../codes/resend-throttle.ts';
import { CODE_TTL_MS, later } from '../codes/rules.ts';
import type { CodePurpose } from '../codes/tables.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { AddressChannel } from '../outbox/tables.ts';
import { confirmationCodeEmail, confirmationCodeSms } from './confirmation-mail.ts';
import type { ConfirmacoesContatoTable } from './tables.ts';

export type Confirmation = Selectable<ConfirmacoesContatoTable>;

export interface ConfirmationTarget {
  canal: AddressChannel;
  /** The address the code goes to: a lower-cased e-mail or 11 digits. */
  destino: string;
  /** Whether `destino` replaces the account's address once confirmed. */
  troca: boolean;
}

const PURPOSE: Record<AddressChannel, CodePurpose> = {
  email: 'confirmacao_email',
  sms: 'confirmacao_sms',
};

/** The hasher of confirmation codes: a key of its own, never valid for a recovery code. */
export function confirmationHasher(serverSecret: string): CodeHasher {
  return new CodeHasher(serverSecret, 'codigo-confirmacao-contato');
}

export interface SendConfirmation {
  outbox: Outbox;
  codes: CodeHasher;
  now: Date;
}

/**
 * Opens the account's confirmation for `target` (replacing any other), and queues its code there, in
 * the caller's transaction. Throws the 429 when the account may not get a code of that channel now.
 */
export async function sendConfirmation(
  trx: Executor,
  deps: SendConfirmation,
  cliente: { id: string; nome: string },
  target: ConfirmationTarget,
): Promise<void> {
  await lockCliente(trx, cliente.id);
  await recordSend(trx, cliente.id, PURPOSE[target.canal], deps.now);
  await openAndQueue(trx, deps, cliente, target);
}

/**
 * The registration's code to the new e-mail. Not counted by the resend throttle: registration has its
 * own limits, and the customer may ask for another code (or change a mistyped e-mail) at once.
 */
export function sendRegistrationCode(
  trx: Executor,
  deps: SendConfirmation,
  cliente: { id: string; nome: string; email: string },
): Promise<void> {
  return openAndQueue(trx, deps, cliente, { canal: 'email', destino: cliente.email, troca: false });
}

async function openAndQueue(
  trx: Executor,
  { outbox, codes, now }: SendConfirmation,
  cliente: { id: string; nome: string },
  target: ConfirmationTarget,
): Promise<void> {
  await trx.deleteFrom('confirmacoes_contato').where('cliente_id', '=', cliente.id).execute();
  const id = randomUUID();
  const code = generateRecoveryCode();
  await trx
    .insertInto('confirmacoes_contato')
    .values({
      id,
      cliente_id: cliente.id,
      ...target,
      codigo_hash: codes.hash(id, code),
      codigo_expira_em: later(now, CODE_TTL_MS),
      codigo_tentativas: 0,
      criada_em: now,
    })
    .execute();
  if (target.canal === 'email') {
    await outbox.enqueueEmail(trx, {
      ...confirmationCodeEmail(target.destino, cliente.nome, code, target.troca),
      clienteId: cliente.id,
    });
  } else {
    await outbox.enqueueSms(trx, {
      ...confirmationCodeSms(target.destino, code, target.troca),
      clienteId: cliente.id,
    });
  }
}

const confirmationOf = (db: Executor, clienteId: string) =>
  db.selectFrom('confirmacoes_contato').selectAll().where('cliente_id', '=', clienteId);

/** The account's open confirmation, locked until the transaction ends. */
export function lockConfirmation(
  trx: Executor,
  clienteId: string,
): Promise<Confirmation | undefined> {
  return confirmationOf(trx, clienteId).forUpdate().executeTakeFirst();
}

/** The account's change awaiting its code, unless spent or killed (the caller judges the expiry). */
export function findPendingChange(
  db: Executor,
  clienteId: string,
): Promise<Confirmation | undefined> {
  return confirmationOf(db, clienteId)
    .where('troca', '=', true)
    .where('codigo_hash', 'is not', null)
    .executeTakeFirst();
}

/** The customer, locked until the transaction ends: one code or confirmation at a time. */
export function lockCliente(trx: Executor, id: string): Promise<ClienteRow> {
  return trx
    .selectFrom('clientes')
    .select(CLIENTE_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
