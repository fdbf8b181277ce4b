// Available cashback expires at 00:00 São Paulo time on its expiry date (DESIGN decision 15;
// docs/decisions/0014-cashback-lifecycle.md): what is left of each credit becomes an expiry entry
// of its own, booked at the instant it expired, and leaves the available balance.
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../db/executor.ts';
import { addToMonthSummary } from '../loyalty/month-summary.ts';
import { changeSaldo, lockExistingSaldo } from '../loyalty/saldo.ts';
import { forEachDueCustomer } from './due-customers.ts';

/** Expires the customer's credits due at `now`; returns how many. */
export function expireCustomer(db: Executor, clienteId: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // A customer deleted since the round was read has no balance row and no credits left.
    if (!(await lockExistingSaldo(trx, clienteId))) return 0;
    const due = await trx
      .selectFrom('creditos_cashback')
      .select(['id', 'restante_centavos', 'expira_em'])
      .where('cliente_id', '=', clienteId)
      .where('estado', '=', 'disponivel')
      .where('expira_em', '<=', now)
      .forUpdate()
      .execute();
    if (due.length === 0) return 0;
    await trx
      .updateTable('creditos_cashback')
      .set((eb) => ({
        estado: 'expirado',
        expirado_centavos: eb.ref('restante_centavos'),
        restante_centavos: 0,
      }))
      .where(
        'id',
        'in',
        due.map((credit) => credit.id),
      )
      .execute();
    const entries = due.map((credit) => ({
      cliente_id: clienteId,
      loja_id: null,
      tipo: 'expiracao' as const,
      compra_id: null,
      resgate_id: null,
      credito_id: credit.id,
      valor_centavos: credit.restante_centavos,
      percentual: null,
      cashback_centavos: -credit.restante_centavos,
      ocorrido_em: credit.expira_em,
      mes: monthKey(credit.expira_em),
    }));
    await trx.insertInto('lancamentos').values(entries).execute();
    await changeSaldo(trx, clienteId, {
      disponivel: -entries.reduce((total, entry) => total + entry.valor_centavos, 0),
    });
    for (const entry of entries) {
      await addToMonthSummary(trx, clienteId, entry.mes, 'expirado_centavos', entry.valor_centavos);
    }
    return due.length;
  });
}

/** Expires every credit due at `now`; returns how many. */
export function expireDue(db: Executor, now: Date): Promise<number> {
  return forEachDueCustomer(db, 'expiry', now, (clienteId) => expireCustomer(db, clienteId, now));
}
