// DELETE cliente, the LGPD erasure (DESIGN decision 7), in one transaction. Most of the person goes by
// the foreign keys: sessions, recovery requests, balance, cashback credits and statement, the e-mails
// and SMS the outbox holds for them (delivered or not, each names its customer) and the contact
// messages sent with their session, each with its e-mail to the support address (migrations 0030 and
// 0032) cascade; purchases and redemptions keep only the stores' side, cliente_id set null (a
// purchase keeps the cashback it was credited, not the credit's state or dates, which were the
// person's). Nothing is erased for carrying the person's e-mail or phone: that may be a stranger's
// (DESIGN decision 19). What no key reaches is erased here: the ratings of the person's purchases,
// whose comment is the person's own text, and the rating links the person was given: each purchase
// gets a new hash, so an old link opens nothing. The cashback the person held leaves the dashboard's
// liability (programme-dashboard/erasure.ts).
import type { Executor } from '../db/executor.ts';
import { newRatingHash } from '../loyalty/rating-hash.ts';
import { forfeitAtErasure } from '../programme-dashboard/erasure.ts';
import { deleteCliente } from './clientes-repository.ts';

/**
 * Erases the ratings of these purchases, the person's own text, and gives each purchase a new rating
 * link, so a link the person was given opens nothing (also when a resolved CPF claim moves the
 * purchases to the CPF's owner).
 */
export async function forgetRatings(trx: Executor, compraIds: readonly string[]): Promise<void> {
  for (const compraId of compraIds) {
    await trx.deleteFrom('avaliacoes').where('compra_id', '=', compraId).execute();
    await trx
      .updateTable('compras')
      .set({ hash_avaliacao: newRatingHash() })
      .where('id', '=', compraId)
      .execute();
  }
}

export async function eraseCliente(trx: Executor, id: string): Promise<void> {
  const compras = await trx
    .selectFrom('compras')
    .select('id')
    .where('cliente_id', '=', id)
    .execute();
  await forgetRatings(
    trx,
    compras.map((compra) => compra.id),
  );
  await forfeitAtErasure(trx, id, new Date());
  await deleteCliente(trx, id);
}
