// Releases are no ledger entries (lifecycle/release.ts), so the fold never sees them: the release adds
// them to the dashboard's summary itself, in its own transaction, by the store whose purchase earned
// the credit and the São Paulo month of its release date (as an expiry entry is booked at its expiry
// date). It runs off the purchase's path but for a purchase reported after its release date.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

export interface ReleasedCredit {
  id: string;
  /** What the release paid of the customer's debt. */
  paidCentavos: number;
}

/** Adds the credits released (their credited amounts) to their months and stores. */
export async function addReleases(
  trx: Executor,
  released: readonly ReleasedCredit[],
): Promise<void> {
  if (released.length === 0) return;
  await sql`insert into indicadores_mes (mes, loja_id, liberado_centavos, variacao_pendente_centavos,
      variacao_divida_centavos)
    select to_char(c.libera_em at time zone 'America/Sao_Paulo', 'YYYY-MM'), compras.loja_id,
      sum(c.creditado_centavos), -sum(c.creditado_centavos), -sum(r.pago)
    from unnest(${released.map((credit) => credit.id)}::uuid[],
      ${released.map((credit) => credit.paidCentavos)}::bigint[]) as r(id, pago)
    join creditos_cashback c on c.id = r.id
    left join compras on compras.id = c.compra_id
    group by 1, 2
    -- Rows locked in one order, as the fold locks them (fold.ts).
    order by 1, 2
    on conflict (mes, loja_id) do update set
      liberado_centavos = indicadores_mes.liberado_centavos + excluded.liberado_centavos,
      variacao_pendente_centavos =
        indicadores_mes.variacao_pendente_centavos + excluded.variacao_pendente_centavos,
      variacao_divida_centavos =
        indicadores_mes.variacao_divida_centavos + excluded.variacao_divida_centavos`.execute(trx);
}
