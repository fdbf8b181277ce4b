// The outbox (DESIGN decision 11): `enqueueEmail` / `enqueueSms` write a message, in the caller's
// transaction when given one; `deliverDue` claims the due messages (FOR UPDATE SKIP LOCKED plus a lease,
// so several instances never take the same one and a crashed sender's messages come back), hands each to
// its channel's transport and records the outcome. A failure counts the attempt and schedules the next
// with exponential backoff; a channel without a provider writes the message to the log instead.
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/executor.ts';
import { retryWaitMs } from './backoff.ts';
import {
  splitArgs,
  type EmailMessage,
  type EnqueueArgs,
  type PushMessage,
  type SmsMessage,
} from './messages.ts';
import type { OutboxChannel } from './tables.ts';
import type { DeliveredState, OutboxRow, Transport } from './transports.ts';

/** How long a claimed message is held before another instance may take it again (a crashed sender). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 500;

export interface OutboxOptions {
  db: Executor;
  transports: Partial<Record<OutboxChannel, Transport>>;
  retryBaseMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface DeliveryReport {
  /** Accepted by a provider. */
  sent: number;
  /** Written to the log (no provider for the channel). */
  logged: number;
  /** Failed and scheduled again. */
  failed: number;
  /** A push to a device its push service no longer knows: the device was dropped. */
  discarded: number;
}

const REPORTED_AS: Record<DeliveredState, keyof DeliveryReport> = {
  enviada: 'sent',
  registrada: 'logged',
  descartada: 'discarded',
};

export class Outbox {
  /** Called after each enqueue (the worker looks soon instead of at its next interval). */
  onEnqueue: (() => void) | undefined;

  constructor(private readonly options: OutboxOptions) {}

  /** Queues an e-mail; answers the outbox id. */
  enqueueEmail(...args: EnqueueArgs<EmailMessage>): Promise<string> {
    const { executor, message } = splitArgs(args);
    return this.#insert(executor, {
      canal: 'email',
      destinatario: message.to,
      assunto: message.subject,
      texto: message.text,
      html: message.html,
      responder_para: message.replyTo ?? null,
      cliente_id: message.clienteId ?? null,
    });
  }

  /** Queues an SMS; only the phone's digits are kept. Answers the outbox id. */
  enqueueSms(...args: EnqueueArgs<SmsMessage>): Promise<string> {
    const { executor, message } = splitArgs(args);
    return this.#insert(executor, {
      canal: 'sms',
      destinatario: message.to.replace(/\D/g, ''),
      assunto: null,
      texto: message.text,
      html: null,
      responder_para: null,
      cliente_id: message.clienteId ?? null,
    });
  }

  /** Queues a push to one device; answers the outbox id. */
  enqueuePush(...args: EnqueueArgs<PushMessage>): Promise<string> {
    const { executor, message } = splitArgs(args);
    return this.#insert(executor, {
      canal: 'push',
      destinatario: message.inscricaoId,
      assunto: message.payload.titulo,
      texto: JSON.stringify(message.payload),
      html: null,
      responder_para: null,
      cliente_id: message.clienteId,
    });
  }

  /** Delivers every message due now, batch after batch, and says what happened. */
  async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, logged: 0, failed: 0, discarded: 0 };
    for (;;) {
      const claimed = await this.#claim();
      for (const row of claimed) report[await this.#deliver(row)] += 1;
      if (claimed.length < BATCH_SIZE) return report;
    }
  }

  async #insert(
    executor: Executor | undefined,
    values: Pick<
      OutboxRow,
      'canal' | 'destinatario' | 'assunto' | 'texto' | 'html' | 'responder_para' | 'cliente_id'
    >,
  ): Promise<string> {
    const now = this.options.now();
    const { id } = await (executor ?? this.options.db)
      .insertInto('outbox')
      .values({ ...values, criada_em: now, proxima_tentativa: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.onEnqueue?.();
    return id;
  }

  #claim(): Promise<OutboxRow[]> {
    const now = this.options.now();
    return this.options.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('outbox')
        .select('id')
        .where('estado', '=', 'pendente')
        .where('proxima_tentativa', '<=', now)
        .orderBy('proxima_tentativa')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return trx
        .updateTable('outbox')
        .set({
          tentativas: sql<number>`tentativas + 1`,
          proxima_tentativa: new Date(now.getTime() + CLAIM_LEASE_MS),
        })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute();
    });
  }

  async #deliver(row: OutboxRow): Promise<keyof DeliveryReport> {
    const transport = this.options.transports[row.canal];
    if (!transport) {
      // DESIGN decision 11: with no provider, a local user reads the message (and its code) here.
      this.options.log.info(
        { outbox: { id: row.id, canal: row.canal, para: row.destinatario, assunto: row.assunto } },
        `Mensagem sem provedor configurado (${row.canal}):\n${row.texto}`,
      );
      await this.#markDelivered(row.id, 'registrada');
      return 'logged';
    }
    let estado;
    try {
      estado = await transport.send(row);
    } catch (error) {
      await this.#markFailed(row, error);
      return 'failed';
    }
    await this.#markDelivered(row.id, estado);
    return REPORTED_AS[estado];
  }

  async #markDelivered(id: string, estado: DeliveredState): Promise<void> {
    // The bodies are emptied: a code must not rest in the table once it is out (DESIGN decision 3).
    await this.options.db
      .updateTable('outbox')
      .set({ estado, entregue_em: this.options.now(), texto: '', html: null, ultimo_erro: null })
      .where('id', '=', id)
      .execute();
  }

  async #markFailed(row: OutboxRow, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(
      0,
      ERROR_MAX_LENGTH,
    );
    const wait = retryWaitMs(row.tentativas, this.options.retryBaseMs);
    const next = new Date(this.options.now().getTime() + wait);
    await this.options.db
      .updateTable('outbox')
      .set({ proxima_tentativa: next, ultimo_erro: reason })
      .where('id', '=', row.id)
      .execute();
    this.options.log.warn(
      { outbox: { id: row.id, canal: row.canal, tentativas: row.tentativas }, reason, next },
      'outbox delivery failed; will retry',
    );
  }
}
