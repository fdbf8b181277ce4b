// Available cashback expires at 00:00 São Paulo time on its expiry date (DESIGN decision 15;
// docs/decisions/0014-cashback-lifecycle.md): what is left of each credit becomes an expiry entry
// of its own, booked at the instant it expired, and leaves the available balance.
import { sql } from 'kysely';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Executor } from '../db/executor.ts';
import { changeSaldos } from '../loyalty/saldo.ts';
import { expiryNotices } from '../notices/lifecycle-notices.ts';
import { writeNotices } from '../notices/notices-repository.ts';
import { forEachDueGroup, inLockedGroup } from './due-customers.ts';

/** Expires these customers' credits due at `now`; returns how many. */
export function expireCustomers(
  db: Executor,
  clienteIds: readonly string[],
  now: Date,
): Promise<number> {
  return inLockedGroup(db, clienteIds, async (trx, balances) => {
    const due = await trx
      .selectFrom('creditos_cashback')
      .select(['id', 'cliente_id', 'restante_centavos', 'expira_em'])
      .where('cliente_id', 'in', [...balances.keys()])
      .where('estado', '=', 'disponivel')
      .where('expira_em', '<=', now)
      .orderBy('cliente_id')
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
      cliente_id: credit.cliente_id,
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
    const booked = await trx
      .insertInto('lancamentos')
      .values(entries)
      .returning(['id', 'credito_id'])
      .execute();
    const taken = new Map<string, { disponivel: number }>();
    for (const entry of entries) {
      const before = taken.get(entry.cliente_id)?.disponivel ?? 0;
      taken.set(entry.cliente_id, { disponivel: before - entry.valor_centavos });
    }
    await changeSaldos(trx, taken);
    // The statement's summary, after the balance rows (month-summary.ts), in key order.
    await sql`insert into extrato_mensal (cliente_id, mes, expirado_centavos)
      select cliente_id, mes, sum(valor)::bigint
      from unnest(${entries.map((entry) => entry.cliente_id)}::uuid[],
        ${entries.map((entry) => entry.mes)}::text[],
        ${entries.map((entry) => entry.valor_centavos)}::bigint[]) as e(cliente_id, mes, valor)
      group by cliente_id, mes
      order by cliente_id, mes
      on conflict (cliente_id, mes) do update
        set expirado_centavos = extrato_mensal.expirado_centavos + excluded.expirado_centavos`.execute(
      trx,
    );
    const dueById = new Map(due.map((credit) => [credit.id, credit]));
    await writeNotices(
      trx,
      expiryNotices(
        booked.flatMap(({ id, credito_id }) => {
          const credit = credito_id === null ? undefined : dueById.get(credito_id);
          return credit
            ? [
                {
                  credito_id: credit.id,
                  cliente_id: credit.cliente_id,
                  lancamento_id: id,
                  valorCentavos: credit.restante_centavos,
                  expira_em: credit.expira_em,
                },
              ]
            : [];
        }),
      ),
      now,
    );
    return due.length;
  });
}

/** Expires every credit due at `now`; returns how many. */
export function expireDue(db: Executor, now: Date, signal?: AbortSignal): Promise<number> {
  return forEachDueGroup(
    db,
    'expiry',
    now,
    (clienteIds) => expireCustomers(db, clienteIds, now),
    signal,
  );
}
