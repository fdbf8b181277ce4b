// The balance row every ledger change locks first (docs/decisions/0002-cashback-ledger.md): holding it
// serializes a customer's purchases (so each counts the month right), redemptions (so concurrent ones
// never overdraw), cancellations and the release and expiry of their credits, on PostgreSQL and PGlite
// alike. Call inside a transaction. It holds three amounts (docs/decisions/0014-cashback-lifecycle.md):
// what is available, what is pending and what is owed.
import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

export interface Balances {
  disponivel: number;
  pendente: number;
  divida: number;
}

const BALANCE_COLUMNS = [
  'saldo_centavos as disponivel',
  'pendente_centavos as pendente',
  'divida_centavos as divida',
] as const;

function selectForUpdate(trx: Executor, clienteId: string) {
  return trx
    .selectFrom('saldos')
    .select(BALANCE_COLUMNS)
    .where('cliente_id', '=', clienteId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the customer's balance row (creating it at 0 on first use) and returns its amounts. */
export async function lockSaldo(trx: Executor, clienteId: string): Promise<Balances> {
  const row = await selectForUpdate(trx, clienteId);
  if (row) return row;
  await trx
    .insertInto('saldos')
    .values({ cliente_id: clienteId })
    .onConflict((conflict) => conflict.column('cliente_id').doNothing())
    .execute();
  const created = await selectForUpdate(trx, clienteId);
  if (!created) throw new Error('balance row missing after insert');
  return created;
}

/** Adds each change (negative to take) to a locked balance row; returns the new amounts. */
export async function changeSaldo(
  trx: Executor,
  clienteId: string,
  change: Partial<Balances>,
): Promise<Balances> {
  const { disponivel = 0, pendente = 0, divida = 0 } = change;
  return trx
    .updateTable('saldos')
    .set((eb) => ({
      saldo_centavos: eb('saldo_centavos', '+', disponivel),
      pendente_centavos: eb('pendente_centavos', '+', pendente),
      divida_centavos: eb('divida_centavos', '+', divida),
      atualizado_em: new Date(),
    }))
    .where('cliente_id', '=', clienteId)
    .returning(BALANCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The balance rows of several customers, locked in cliente_id order (as a batch of purchases does). */
export async function lockSaldos(
  trx: Executor,
  clienteIds: readonly string[],
): Promise<Map<string, Balances>> {
  const rows = await trx
    .selectFrom('saldos')
    .select(['cliente_id', ...BALANCE_COLUMNS])
    .where('cliente_id', 'in', clienteIds)
    .orderBy('cliente_id')
    .forUpdate()
    .execute();
  return new Map(rows.map(({ cliente_id: clienteId, ...balances }) => [clienteId, balances]));
}

/** changeSaldo for several locked rows in one statement. */
export async function changeSaldos(
  trx: Executor,
  changes: ReadonlyMap<string, Partial<Balances>>,
): Promise<void> {
  if (changes.size === 0) return;
  const entries = [...changes];
  const column = (pick: keyof Balances) => entries.map(([, change]) => change[pick] ?? 0);
  await sql`update saldos s
    set saldo_centavos = s.saldo_centavos + c.disponivel,
      pendente_centavos = s.pendente_centavos + c.pendente,
      divida_centavos = s.divida_centavos + c.divida,
      atualizado_em = now()
    from unnest(${entries.map(([clienteId]) => clienteId)}::uuid[],
      ${column('disponivel')}::bigint[], ${column('pendente')}::bigint[],
      ${column('divida')}::bigint[]) as c(cliente_id, disponivel, pendente, divida)
    where s.cliente_id = c.cliente_id`.execute(trx);
}
