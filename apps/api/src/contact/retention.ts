// How long contact messages are kept (docs/decisions/0022-contact-inbox.md): every message, a
// visitor's or a customer's, and support's replies to it, for CONTACT_RETENTION_MONTHS after the last
// of them, for the answer and any complaint about it; then the scheduled job erases them, with their
// e-mails (the triggers of 0030 and 0053). The privacy policy states the same period.
import type { Executor } from '../db/executor.ts';

/** Messages erased per statement: a run that is cut off leaves whole groups done. */
const GROUP = 500;

/** The instant `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Erases the messages whose last word (the message or its latest reply) is older than the period;
 * answers how many went. Running it twice at once only erases each message once.
 */
export async function eraseExpiredMessages(
  db: Executor,
  now: Date,
  months: number,
  signal?: AbortSignal,
): Promise<number> {
  const cutoff = retentionCutoff(now, months);
  let erased = 0;
  for (;;) {
    signal?.throwIfAborted();
    const result = await db
      .deleteFrom('mensagens_contato')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mensagens_contato as m')
          .select('m.id')
          .where('m.criada_em', '<', cutoff)
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('respostas_contato as r')
                  .select('r.id')
                  .whereRef('r.mensagem_id', '=', 'm.id')
                  .where('r.enviada_em', '>=', cutoff),
              ),
            ),
          )
          .orderBy('m.criada_em')
          .limit(GROUP),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    erased += count;
    if (count < GROUP) return erased;
  }
}
