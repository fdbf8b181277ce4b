// What the database holds after a fault, read straight from it (not through the API): the store ids of
// the stored purchases and redemptions, each customer's balance next to the sum of their ledger (also
// what the fuzz suites check the ledger with), and the statement's summary next to its recount.
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../../src/db/database.ts';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import {
  recountedMonthSummary,
  storedMonthSummary,
  type MonthSummaryRow,
} from '../loyalty/ledger-queries.ts';

export interface CustomerLedger {
  clienteId: string;
  saldo: number;
  /** Sum of the customer's ledger entries (purchases' cashback minus redemptions). */
  somaLancamentos: number;
}

export interface LedgerState {
  /** id_compra_loja of every stored purchase, one per row (a repeat would show twice). */
  compraIds: string[];
  /** id_resgate_loja of every stored redemption, one per row. */
  resgateIds: string[];
  /** Purchases or redemptions without exactly one ledger entry. */
  withoutOneEntry: number;
  customers: CustomerLedger[];
  /** The statement's summary (extrato_mensal) and the same recounted from the ledger: equal. */
  monthSummary: { stored: MonthSummaryRow[]; recounted: MonthSummaryRow[] };
}

/** Opens the database on its own connection, reads it, and closes it. */
export async function readLedgerState(options: DatabaseOptions): Promise<LedgerState> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const compras = await db.selectFrom('compras').select('id_compra_loja').execute();
    const resgates = await db.selectFrom('resgates').select('id_resgate_loja').execute();
    const comprasEntries = await db
      .selectFrom('compras')
      .leftJoin('lancamentos', 'lancamentos.compra_id', 'compras.id')
      .select(['compras.id', (eb) => eb.fn.count<number>('lancamentos.id').as('entradas')])
      .groupBy('compras.id')
      .execute();
    const resgatesEntries = await db
      .selectFrom('resgates')
      .leftJoin('lancamentos', 'lancamentos.resgate_id', 'resgates.id')
      .select(['resgates.id', (eb) => eb.fn.count<number>('lancamentos.id').as('entradas')])
      .groupBy('resgates.id')
      .execute();
    const customers = await customerLedgers(db);
    const clienteIds = customers.map((customer) => customer.clienteId);
    return {
      compraIds: compras.map((row) => row.id_compra_loja),
      resgateIds: resgates.map((row) => row.id_resgate_loja),
      withoutOneEntry: [...comprasEntries, ...resgatesEntries].filter((row) => row.entradas !== 1)
        .length,
      customers,
      monthSummary: {
        stored: await storedMonthSummary(db, clienteIds),
        recounted: await recountedMonthSummary(db, clienteIds),
      },
    };
  } finally {
    await database.close();
  }
}

/** Each customer's balance next to the sum of their ledger entries: equal when the ledger balances. */
export async function customerLedgers(db: Kysely<DatabaseSchema>): Promise<CustomerLedger[]> {
  const rows = await db
    .selectFrom('saldos')
    .leftJoin('lancamentos', 'lancamentos.cliente_id', 'saldos.cliente_id')
    .select([
      'saldos.cliente_id as clienteId',
      'saldos.saldo_centavos as saldo',
      (eb) =>
        eb.fn.coalesce(eb.fn.sum<number>('lancamentos.cashback_centavos'), eb.lit(0)).as('soma'),
    ])
    .groupBy(['saldos.cliente_id', 'saldos.saldo_centavos'])
    .execute();
  return rows.map((row) => ({
    clienteId: row.clienteId,
    saldo: row.saldo,
    somaLancamentos: row.soma,
  }));
}

/** How many times each id appears, for the ids that appear other than once. */
export function notExactlyOnce(stored: string[], expected: string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const id of stored) counts.set(id, (counts.get(id) ?? 0) + 1);
  return Object.fromEntries(
    expected.map((id) => [id, counts.get(id) ?? 0] as const).filter(([, count]) => count !== 1),
  );
}
