// Data access for contact messages (STYLE apps/api: repositories take an optional transaction).
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { MensagensContatoTable } from './tables.ts';

/**
 * How long a message with no account behind it is kept: two years, for the answer and any complaint
 * about it (stated in the privacy policy, content/documentos/privacidade.html).
 */
export const ANONYMOUS_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export type NewMensagemContato = Insertable<MensagensContatoTable>;

export async function insertMensagem(db: Executor, values: NewMensagemContato): Promise<string> {
  const { id } = await db
    .insertInto('mensagens_contato')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes the visitors' messages older than the retention period; answers how many went. */
export async function purgeExpired(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_RETENTION_MS);
  const result = await db
    .deleteFrom('mensagens_contato')
    .where('cliente_id', 'is', null)
    .where('criada_em', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
