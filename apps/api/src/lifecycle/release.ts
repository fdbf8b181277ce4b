// Pending cashback becomes available at 00:00 São Paulo time on its release date (DESIGN decision
// 15; docs/decisions/0014-cashback-lifecycle.md). A released credit first settles what the customer
// owes; the rest is available. The release is no ledger entry: the purchase's entry already shows the
// credit, and its state changes.
import { settleOnRelease } from '@fidelidade/domain/cashback/credits';
import type { Executor } from '../db/executor.ts';
import { changeSaldo, lockExistingSaldo } from '../loyalty/saldo.ts';
import { forEachDueCustomer } from './due-customers.ts';
import { sql } from 'kysely';

/** Releases the customer's credits due at `now`; returns how many. */
export function releaseCustomer(db: Executor, clienteId: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // A customer deleted since the round was read has no balance row and no credits left.
    const balances = await lockExistingSaldo(trx, clienteId);
    if (!balances) return 0;
    const due = await trx
      .selectFrom('creditos_cashback')
      .select(['id', 'creditado_centavos'])
      .where('cliente_id', '=', clienteId)
      .where('estado', '=', 'pendente')
      .where('libera_em', '<=', now)
      .orderBy('libera_em')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (due.length === 0) return 0;
    let owed = balances.divida;
    const settled = due.map((credit) => {
      const settlement = settleOnRelease(credit.creditado_centavos, owed);
      owed -= settlement.paidCentavos;
      return { id: credit.id, credited: credit.creditado_centavos, ...settlement };
    });
    await sql`update creditos_cashback c
      set restante_centavos = s.restante,
        estado = case when s.restante = 0 then 'utilizado' else 'disponivel' end
      from unnest(${settled.map((credit) => credit.id)}::uuid[],
        ${settled.map((credit) => credit.availableCentavos)}::bigint[]) as s(id, restante)
      where c.id = s.id`.execute(trx);
    const sum = (pick: (credit: (typeof settled)[number]) => number) =>
      settled.reduce((total, credit) => total + pick(credit), 0);
    await changeSaldo(trx, clienteId, {
      pendente: -sum((credit) => credit.credited),
      divida: -sum((credit) => credit.paidCentavos),
      disponivel: sum((credit) => credit.availableCentavos),
    });
    return due.length;
  });
}

/** Releases every credit due at `now`; returns how many. */
export function releaseDue(db: Executor, now: Date): Promise<number> {
  return forEachDueCustomer(db, 'release', now, (clienteId) => releaseCustomer(db, clienteId, now));
}
