// DELETE cliente, the LGPD erasure (DESIGN decision 7), in one transaction. Most of the person goes by
// the foreign keys (sessions, recovery requests, balance and statement cascade; purchases and
// redemptions keep only the stores' side, cliente_id set null) and by the contact messages' trigger.
// What no key reaches is erased here:
// - the e-mails and SMS the outbox holds for the person (recovery codes, the password-changed notice):
//   they carry the address, the phone and the name, whether already delivered or not. Those queued
//   since migration 0012 name the customer and go by its key; older ones are found by address;
// - the ratings of the person's purchases, whose comment is the person's own text, and the rating
//   links the person was given: each purchase gets a new hash, so an old link opens nothing.
import { sql } from 'kysely';
import type { Executor } from '../auth/sessions.ts';
import { newRatingHash } from '../loyalty/rating-hash.ts';
import { deleteCliente } from './clientes-repository.ts';

export async function eraseCliente(trx: Executor, id: string): Promise<void> {
  const person = await trx
    .selectFrom('clientes')
    .select(['email', 'celular'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!person) return;
  const email = person.email.toLowerCase();
  await trx
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(destinatario)`, '=', email),
        eb('destinatario', '=', person.celular),
        eb(sql<string>`lower(responder_para)`, '=', email),
      ]),
    )
    .execute();
  const compras = await trx
    .selectFrom('compras')
    .select('id')
    .where('cliente_id', '=', id)
    .execute();
  for (const { id: compraId } of compras) {
    await trx.deleteFrom('avaliacoes').where('compra_id', '=', compraId).execute();
    await trx
      .updateTable('compras')
      .set({ hash_avaliacao: newRatingHash() })
      .where('id', '=', compraId)
      .execute();
  }
  await deleteCliente(trx, id);
}
