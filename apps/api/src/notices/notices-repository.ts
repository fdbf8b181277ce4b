// The notices table (0042_avisos.sql): written by the events' producers, each (customer, event, key)
// once whatever the number of runs, listed for the app and marked read by it.
import type { Insertable } from 'kysely';
import type { Avisos } from '@fidelidade/domain/contracts/avisos';
import { NOTICE_LIST_SIZE } from '@fidelidade/domain/notices/cashback-notices';
import type { Executor } from '../db/executor.ts';
import type { AvisosTable } from './tables.ts';

export type NewNotice = Pick<
  Insertable<AvisosTable>,
  'cliente_id' | 'evento' | 'chave' | 'titulo' | 'texto' | 'url'
>;

/** Writes the notices not written before; answers how many are new. */
export async function writeNotices(
  db: Executor,
  notices: readonly NewNotice[],
  now: Date,
): Promise<number> {
  if (notices.length === 0) return 0;
  const written = await db
    .insertInto('avisos')
    .values(notices.map((notice) => ({ ...notice, criado_em: now })))
    .onConflict((oc) => oc.columns(['cliente_id', 'evento', 'chave']).doNothing())
    .returning('id')
    .execute();
  return written.length;
}

export async function noticesOf(db: Executor, clienteId: string): Promise<Avisos> {
  const rows = await db
    .selectFrom('avisos')
    .select(['id', 'evento', 'titulo', 'texto', 'url', 'criado_em', 'lido_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criado_em', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTICE_LIST_SIZE)
    .execute();
  const { naoLidos } = await db
    .selectFrom('avisos')
    .select((eb) => eb.fn.countAll<string>().as('naoLidos'))
    .where('cliente_id', '=', clienteId)
    .where('lido_em', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    naoLidos: Number(naoLidos),
    avisos: rows.map((row) => ({
      id: row.id,
      evento: row.evento,
      titulo: row.titulo,
      texto: row.texto,
      url: row.url,
      criadoEm: row.criado_em.toISOString(),
      lido: row.lido_em !== null,
    })),
  };
}

/** Marks the customer's notices read: all of them, or the one `id` names. */
export async function markNoticesRead(
  db: Executor,
  clienteId: string,
  now: Date,
  id?: string,
): Promise<void> {
  let update = db
    .updateTable('avisos')
    .set({ lido_em: now })
    .where('cliente_id', '=', clienteId)
    .where('lido_em', 'is', null);
  if (id !== undefined) update = update.where('id', '=', id);
  await update.execute();
}
