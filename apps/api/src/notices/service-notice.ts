// The one rule of service notices (DESIGN decision 19): an address gets nothing but codes until its
// owner proved it, so a notice goes to each confirmed address of the account and to no other. Every
// notice to a customer (the password change, an address change, the cashback ones of dispatch.ts) is
// queued here, in the caller's transaction, with the customer's id so erasing the account erases it.
import type { Executor } from '../db/executor.ts';
import type { ClienteRow } from '../accounts/cliente-row.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { AddressChannel } from '../outbox/tables.ts';
import { noticeEmail, noticeSms, type Notice } from './notice-mail.ts';

/** The account as the notice sees it (before a change, when the notice is about that change). */
export type NoticeRecipient = Pick<
  ClienteRow,
  'id' | 'nome' | 'email' | 'celular' | 'email_confirmado_em' | 'celular_confirmado_em'
>;

/** The columns a NoticeRecipient needs, for selects and returning clauses. */
export const NOTICE_COLUMNS = [
  'id',
  'nome',
  'email',
  'celular',
  'email_confirmado_em',
  'celular_confirmado_em',
] as const;

/** Queues the notice by each of `channels` whose address is confirmed; answers the channels used. */
export async function queueServiceNotice(
  outbox: Outbox,
  trx: Executor,
  cliente: NoticeRecipient,
  notice: Notice,
  channels: readonly AddressChannel[] = ['email', 'sms'],
): Promise<AddressChannel[]> {
  const sent: AddressChannel[] = [];
  // A released e-mail (accounts/email-release.ts) was never confirmed: the account has none to tell.
  if (channels.includes('email') && cliente.email_confirmado_em !== null && cliente.email) {
    await outbox.enqueueEmail(trx, {
      ...noticeEmail(cliente.email, cliente.nome, notice),
      clienteId: cliente.id,
    });
    sent.push('email');
  }
  if (channels.includes('sms') && cliente.celular_confirmado_em !== null && cliente.celular) {
    await outbox.enqueueSms(trx, { ...noticeSms(cliente.celular, notice), clienteId: cliente.id });
    sent.push('sms');
  }
  return sent;
}
