// A customer's cashback credits (0041_creditos_cashback.sql), read and changed under their balance
// lock (loyalty/saldo.ts): what is available is spent oldest expiry first.
import { sql } from 'kysely';
import { takeOldestFirst, type Take } from '@fidelidade/domain/cashback/credits';
import type { Executor } from '../db/executor.ts';

/** Takes each amount from its credit; a credit left with nothing is `utilizado`. */
export async function takeFromCredits(trx: Executor, takes: readonly Take[]): Promise<void> {
  if (takes.length === 0) return;
  await sql`update creditos_cashback c
    set restante_centavos = c.restante_centavos - t.centavos,
      estado = case when c.restante_centavos = t.centavos then 'utilizado' else c.estado end
    from unnest(${takes.map((take) => take.id)}::uuid[], ${takes.map((take) => take.centavos)}::bigint[])
      as t(id, centavos)
    where c.id = t.id`.execute(trx);
}

/**
 * Spends up to `centavos` of the customer's available credits, oldest expiry first; returns what they
 * could not cover. The caller holds the balance lock and changes the balance row.
 */
export async function spendOldestFirst(
  trx: Executor,
  clienteId: string,
  centavos: number,
): Promise<number> {
  if (centavos === 0) return 0;
  const credits = await trx
    .selectFrom('creditos_cashback')
    .select(['id', 'restante_centavos as restanteCentavos'])
    .where('cliente_id', '=', clienteId)
    .where('estado', '=', 'disponivel')
    .orderBy('expira_em')
    .orderBy('id')
    .execute();
  const { takes, short } = takeOldestFirst(credits, centavos);
  await takeFromCredits(trx, takes);
  return short;
}
