// An erasure in the dashboard's summaries (docs/decisions/0021-programme-dashboard.md): the customer's
// cashback is no longer owed, so the liability summed from the flows must lose it. What the summaries
// hold of it is the live balance less what the ledger entries not yet folded add to it: those entries
// go with the customer and the fold never sees them. The watermark is read under a share lock, so no
// fold moves it before this transaction ends; the balance row is locked, so no entry of the customer's
// is written meanwhile.
import { monthKey } from '@fidelidade/domain/cashback/month';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { lockSaldos } from '../loyalty/saldo.ts';

export async function forfeitAtErasure(trx: Executor, clienteId: string, now: Date): Promise<void> {
  const balance = (await lockSaldos(trx, [clienteId])).get(clienteId);
  if (!balance) return;
  const mark = await trx
    .selectFrom('indicadores_marca')
    .select(sql<string>`ate::text`.as('ate'))
    .forShare()
    .executeTakeFirstOrThrow();
  await sql`with unfolded as (
      select coalesce(sum(l.cashback_centavos + l.divida_centavos), 0) as total,
        coalesce(sum(l.cashback_centavos) filter (where l.tipo = 'compra'), 0)
          - coalesce(sum(l.pendente_centavos), 0) as pendente
      from lancamentos l
      where l.cliente_id = ${clienteId}
        and l.transacao >= ${mark.ate}::xid8
    )
    insert into indicadores_mes (mes, loja_id, apagado_centavos, variacao_pendente_centavos)
    select ${monthKey(now)}, null,
      ${balance.disponivel + balance.pendente}::bigint - total, pendente - ${balance.pendente}::bigint
    from unfolded
    on conflict (mes, loja_id) do update set
      apagado_centavos = indicadores_mes.apagado_centavos + excluded.apagado_centavos,
      variacao_pendente_centavos =
        indicadores_mes.variacao_pendente_centavos + excluded.variacao_pendente_centavos`.execute(
    trx,
  );
}
