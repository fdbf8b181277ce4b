// Data access for contact messages (STYLE apps/api: repositories take an optional transaction).
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { MensagensContatoTable } from './tables.ts';

export type NewMensagemContato = Insertable<MensagensContatoTable>;

export async function insertMensagem(db: Executor, values: NewMensagemContato): Promise<string> {
  const { id } = await db
    .insertInto('mensagens_contato')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
