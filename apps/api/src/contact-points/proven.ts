// An address is proven once its owner typed a code sent to it (DESIGN decision 19): a confirmation, a
// confirmed change, or a recovery through it. A proven e-mail also claims the contact messages sent
// without a session under that address: they become the customer's, exported by meus_dados and
// erased with the account (with their e-mail to the support address, by the trigger of migration
// 0030). The first proof's date is kept.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { AddressChannel } from '../outbox/tables.ts';

export async function claimContactMessages(
  trx: Executor,
  clienteId: string,
  email: string,
): Promise<void> {
  await trx
    .updateTable('mensagens_contato')
    .set({ cliente_id: clienteId })
    .where('cliente_id', 'is', null)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}

async function markProven(
  trx: Executor,
  clienteId: string,
  column: 'email_confirmado_em' | 'celular_confirmado_em',
  now: Date,
): Promise<void> {
  await trx
    .updateTable('clientes')
    .set({ [column]: now })
    .where('id', '=', clienteId)
    .where(column, 'is', null)
    .execute();
}

/** Marks the account's current e-mail proven and claims its contact messages. */
export async function proveEmail(
  trx: Executor,
  clienteId: string,
  email: string,
  now: Date,
): Promise<void> {
  await markProven(trx, clienteId, 'email_confirmado_em', now);
  await claimContactMessages(trx, clienteId, email);
}

/** Marks the account's current phone proven. */
export function provePhone(trx: Executor, clienteId: string, now: Date): Promise<void> {
  return markProven(trx, clienteId, 'celular_confirmado_em', now);
}

/** Marks proven the account's current address of the channel a code just proved (a recovery's). */
export async function proveChannel(
  trx: Executor,
  clienteId: string,
  canal: AddressChannel,
  now: Date,
): Promise<void> {
  if (canal === 'sms') return provePhone(trx, clienteId, now);
  const { email } = await trx
    .selectFrom('clientes')
    .select('email')
    .where('id', '=', clienteId)
    .executeTakeFirstOrThrow();
  // Releasing an unproven e-mail closes the account's recoveries (accounts/email-release.ts), so a
  // recovery that proves one finds it; the check keeps the types honest.
  if (email === null) return;
  return proveEmail(trx, clienteId, email, now);
}
