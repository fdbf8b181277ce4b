// The statement's summary (0038_extrato_mensal.sql): each customer's cashback per São Paulo month,
// earned by purchases, reversed by cancellations, spent in redemptions, expired, and credited or
// debited by adjustments, as positive amounts. Every
// path that writes a ledger entry adds the same amount here, in the same statement or transaction, so
// the summary always equals the sums of the ledger's entries of each kind and month. Like every ledger
// change it writes after the customer's balance row is locked (saldo.ts): balance, then summary.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

/**
 * After the CTEs `cmp` (the purchases inserted) and `sal` (their customers' balances, returning
 * cliente_id): each customer's credits added to the months of the purchases. Joined to `sal`, so a
 * customer's balance row is locked before their summary rows.
 */
export const CREDITS_SUMMED = sql`ext as (
      insert into extrato_mensal (cliente_id, mes, ganho_centavos)
      select cmp.cliente_id, cmp.mes, sum(cmp.cashback_centavos)::bigint
      from cmp join sal on sal.cliente_id = cmp.cliente_id
      group by cmp.cliente_id, cmp.mes
      order by cmp.cliente_id, cmp.mes
      on conflict (cliente_id, mes) do update
        set ganho_centavos = extrato_mensal.ganho_centavos + excluded.ganho_centavos
    )`;

/**
 * The kinds of entry a transaction adds one at a time: a cancellation, a redemption, an expiry, and a
 * credit or debit adjustment (docs/decisions/0018-manual-adjustments.md).
 */
export type SummaryColumn =
  | 'estornado_centavos'
  | 'resgatado_centavos'
  | 'expirado_centavos'
  | 'ajuste_credito_centavos'
  | 'ajuste_debito_centavos';

/** Adds `centavos` (positive) to the customer's month; call holding the customer's balance lock. */
export async function addToMonthSummary(
  trx: Executor,
  clienteId: string,
  mes: string,
  column: SummaryColumn,
  centavos: number,
): Promise<void> {
  await sql`insert into extrato_mensal (cliente_id, mes, ${sql.ref(column)})
    values (${clienteId}, ${mes}, ${centavos})
    on conflict (cliente_id, mes) do update
      set ${sql.ref(column)} = ${sql.ref(`extrato_mensal.${column}`)} + ${sql.ref(`excluded.${column}`)}`.execute(
    trx,
  );
}
