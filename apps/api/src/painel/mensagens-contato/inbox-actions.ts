// Support's writes on a contact message (docs/decisions/0022-contact-inbox.md), each in the caller's
// transaction with the message locked: assigning it (a new message an operator takes is being
// handled), changing its state, and replying, which stores the reply with its two e-mails, queued in
// the same transaction, and marks the message answered.
import type { MensagemEstado } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import type { Executor } from '../../db/executor.ts';
import type { Outbox } from '../../outbox/outbox.ts';
import { replyEmails, type ReplyFor } from './reply-emails.ts';

export async function assignMessage(
  db: Executor,
  message: { id: string; estado: MensagemEstado },
  operadorId: string | null,
): Promise<void> {
  const taken = operadorId !== null && message.estado === 'novo';
  await db
    .updateTable('mensagens_contato')
    .set({ atribuida_a: operadorId, ...(taken ? { estado: 'em_atendimento' as const } : {}) })
    .where('id', '=', message.id)
    .execute();
}

export async function setMessageState(
  db: Executor,
  id: string,
  estado: MensagemEstado,
): Promise<void> {
  await db.updateTable('mensagens_contato').set({ estado }).where('id', '=', id).execute();
}

export interface ReplyInput extends ReplyFor {
  message: ReplyFor['message'] & { id: string };
  operadorId: string;
  now: Date;
}

/** Stores the reply and queues its e-mails; answers the reply's id. */
export async function replyToMessage(
  trx: Executor,
  outbox: Outbox,
  input: ReplyInput,
): Promise<string> {
  const { toSender, copy } = replyEmails(input);
  const outboxId = await outbox.enqueueEmail(trx, toSender);
  const copiaOutboxId = await outbox.enqueueEmail(trx, copy);
  const { id } = await trx
    .insertInto('respostas_contato')
    .values({
      mensagem_id: input.message.id,
      operador_id: input.operadorId,
      texto: input.texto,
      enviada_em: input.now,
      outbox_id: outboxId,
      copia_outbox_id: copiaOutboxId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setMessageState(trx, input.message.id, 'respondido');
  return id;
}
