// What a right code for the account's open confirmation does (DESIGN decision 19). A confirmation
// proves the current address. A change puts the new address in place, already proven (the code
// proved it), and tells the old address, when it was proven, where the account's address went: the
// real owner of an account taken over this way learns it and can recover it.
import { contactPointMessages } from '@fidelidade/domain/messages';
import { CLIENTE_COLUMNS, type ClienteRow } from '../accounts/cliente-row.ts';
import { assertAvailable, duplicateError } from '../accounts/duplicates.ts';
import { releaseUnprovenEmail } from '../accounts/email-release.ts';
import type { Executor } from '../db/executor.ts';
import { queueServiceNotice } from '../notices/service-notice.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { addressChangedNotice } from './confirmation-mail.ts';
import type { Confirmation } from './confirmations.ts';
import { claimContactMessages, proveEmail, provePhone } from './proven.ts';

export interface Applied {
  cliente: ClienteRow;
  message: string;
}

const MESSAGES = {
  email: {
    confirmed: contactPointMessages.emailConfirmed,
    changed: contactPointMessages.emailChanged,
  },
  sms: {
    confirmed: contactPointMessages.phoneConfirmed,
    changed: contactPointMessages.phoneChanged,
  },
} as const;

async function replaceAddress(
  trx: Executor,
  cliente: ClienteRow,
  { canal, destino }: Confirmation,
  now: Date,
): Promise<void> {
  if (canal === 'sms') {
    await trx
      .updateTable('clientes')
      .set({ celular: destino, celular_confirmado_em: now, atualizado_em: now })
      .where('id', '=', cliente.id)
      .execute();
    return;
  }
  // Another account may have taken the e-mail since the code was sent: the same 409 as PUT cliente,
  // and the unique index settles a race. One that left it unproven past its hold gives it up
  // (accounts/email-release.ts).
  await assertAvailable(trx, { email: destino }, cliente.id, now);
  await releaseUnprovenEmail(trx, destino, now);
  try {
    await trx
      .updateTable('clientes')
      .set({ email: destino, email_confirmado_em: now, email_definido_em: now, atualizado_em: now })
      .where('id', '=', cliente.id)
      .execute();
  } catch (error) {
    throw duplicateError(error);
  }
  await claimContactMessages(trx, cliente.id, destino);
}

/** Applies the confirmation (the caller locked the customer and spent the code); the new state. */
export async function applyConfirmation(
  trx: Executor,
  outbox: Outbox,
  cliente: ClienteRow,
  confirmation: Confirmation,
  now: Date,
): Promise<Applied> {
  const messages = MESSAGES[confirmation.canal];
  if (confirmation.troca) {
    await replaceAddress(trx, cliente, confirmation, now);
    // `cliente` is the account before the change: its old address gets the notice if it was proven.
    const notice = addressChangedNotice(confirmation.canal, confirmation.destino);
    await queueServiceNotice(outbox, trx, cliente, notice, [confirmation.canal]);
  } else if (confirmation.canal === 'email') {
    await proveEmail(trx, cliente.id, confirmation.destino, now);
  } else {
    await provePhone(trx, cliente.id, now);
  }
  const updated = await trx
    .selectFrom('clientes')
    .select(CLIENTE_COLUMNS)
    .where('id', '=', cliente.id)
    .executeTakeFirstOrThrow();
  return { cliente: updated, message: confirmation.troca ? messages.changed : messages.confirmed };
}

/** Whether a confirmation of the current address still names it (nothing else changed it since). */
export function stillCurrent(cliente: ClienteRow, confirmation: Confirmation): boolean {
  if (confirmation.troca) return true;
  const current = confirmation.canal === 'email' ? cliente.email : cliente.celular;
  return confirmation.destino === current;
}
