// Pending cashback becomes available at 00:00 São Paulo time on its release date (DESIGN decision
// 15; docs/decisions/0014-cashback-lifecycle.md). A released credit first settles what the customer
// owes; the rest is available. The release is no ledger entry: the purchase's entry already shows the
// credit, and its state changes.
import { sql } from 'kysely';
import { settleOnRelease } from '@fidelidade/domain/cashback/credits';
import type { Executor } from '../db/executor.ts';
import { changeSaldos, type Balances } from '../loyalty/saldo.ts';
import { releaseNotices } from '../notices/lifecycle-notices.ts';
import { writeNotices } from '../notices/notices-repository.ts';
import { addReleases } from '../programme-dashboard/release-summary.ts';
import { forEachDueGroup, inLockedGroup } from './due-customers.ts';

/** Releases these customers' credits due at `now`; returns how many. */
export function releaseCustomers(
  db: Executor,
  clienteIds: readonly string[],
  now: Date,
): Promise<number> {
  return inLockedGroup(db, clienteIds, async (trx, balances) => {
    const due = await trx
      .selectFrom('creditos_cashback')
      .select(['id', 'cliente_id', 'creditado_centavos'])
      .where('cliente_id', 'in', [...balances.keys()])
      .where('estado', '=', 'pendente')
      .where('libera_em', '<=', now)
      .orderBy('cliente_id')
      .orderBy('libera_em')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (due.length === 0) return 0;
    const changes = new Map<string, Required<Balances>>();
    const settled = due.map((credit) => {
      const change = changes.get(credit.cliente_id) ?? { disponivel: 0, pendente: 0, divida: 0 };
      const owed = (balances.get(credit.cliente_id)?.divida ?? 0) + change.divida;
      const { paidCentavos, availableCentavos } = settleOnRelease(credit.creditado_centavos, owed);
      changes.set(credit.cliente_id, {
        disponivel: change.disponivel + availableCentavos,
        pendente: change.pendente - credit.creditado_centavos,
        divida: change.divida - paidCentavos,
      });
      return {
        id: credit.id,
        cliente_id: credit.cliente_id,
        restante: availableCentavos,
        paidCentavos,
      };
    });
    await sql`update creditos_cashback c
      set restante_centavos = s.restante,
        estado = case when s.restante = 0 then 'utilizado' else 'disponivel' end
      from unnest(${settled.map((credit) => credit.id)}::uuid[],
        ${settled.map((credit) => credit.restante)}::bigint[]) as s(id, restante)
      where c.id = s.id`.execute(trx);
    await changeSaldos(trx, changes);
    await addReleases(trx, settled);
    await writeNotices(
      trx,
      releaseNotices(settled.map((credit) => ({ ...credit, availableCentavos: credit.restante }))),
      now,
    );
    return due.length;
  });
}

/** Releases the customer's credits due at `now` (a purchase reported after its release date). */
export function releaseCustomer(db: Executor, clienteId: string, now: Date): Promise<number> {
  return releaseCustomers(db, [clienteId], now);
}

/** Releases every credit due at `now`; returns how many. */
export function releaseDue(db: Executor, now: Date, signal?: AbortSignal): Promise<number> {
  return forEachDueGroup(
    db,
    'release',
    now,
    (clienteIds) => releaseCustomers(db, clienteIds, now),
    signal,
  );
}
