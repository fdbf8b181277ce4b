// What the database holds after a fault, read straight from it (not through the API): the store ids of
// the stored purchases and redemptions, each customer's balance next to the sum of their ledger (also
// what the fuzz suites check the ledger with), and the statement's summary next to its recount.
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../../src/db/database.ts';
import type { DatabaseSchema } from '../../src/db/schema.ts';
import {
  recountedMonthSummary,
  storedMonthSummary,
  type MonthSummaryRow,
} from '../loyalty/ledger-queries.ts';

export interface CustomerLedger {
  clienteId: string;
  /** What the balance row adds up to: available + pending − owed. */
  saldo: number;
  /** Sum of the customer's ledger entries (purchases' cashback minus everything else). */
  somaLancamentos: number;
  /** The balance row's available amount, and what is left of the available credits. */
  disponivel: number;
  creditosDisponiveis: number;
  /** The balance row's pending amount, and the pending credits. */
  pendente: number;
  creditosPendentes: number;
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

/**
 * Each customer's balance next to the sum of their ledger entries, and its available and pending
 * amounts next to their credits: equal when the ledger balances.
 */
export async function customerLedgers(db: Kysely<DatabaseSchema>): Promise<CustomerLedger[]> {
  const { rows } = await sql<{
    cliente_id: string;
    disponivel: number;
    pendente: number;
    divida: number;
    soma: number;
    creditos_disponiveis: number;
    creditos_pendentes: number;
  }>`
    select s.cliente_id, s.saldo_centavos as disponivel, s.pendente_centavos as pendente,
      s.divida_centavos as divida,
      coalesce((select sum(cashback_centavos) from lancamentos l
        where l.cliente_id = s.cliente_id), 0)::bigint as soma,
      coalesce((select sum(restante_centavos) from creditos_cashback c
        where c.cliente_id = s.cliente_id and c.estado = 'disponivel'), 0)::bigint
        as creditos_disponiveis,
      coalesce((select sum(creditado_centavos) from creditos_cashback c
        where c.cliente_id = s.cliente_id and c.estado = 'pendente'), 0)::bigint
        as creditos_pendentes
    from saldos s`.execute(db);
  return rows.map((row) => ({
    clienteId: row.cliente_id,
    saldo: row.disponivel + row.pendente - row.divida,
    somaLancamentos: row.soma,
    disponivel: row.disponivel,
    creditosDisponiveis: row.creditos_disponiveis,
    pendente: row.pendente,
    creditosPendentes: row.creditos_pendentes,
  }));
}

/** The ledger balances for every customer: what the fault and fuzz suites expect after any mix. */
export function unbalanced(ledgers: readonly CustomerLedger[]): CustomerLedger[] {
  return ledgers.filter(
    (ledger) =>
      ledger.saldo !== ledger.somaLancamentos ||
      ledger.disponivel !== ledger.creditosDisponiveis ||
      ledger.pendente !== ledger.creditosPendentes ||
      ledger.disponivel < 0,
  );
}

/** How many times each id appears, for the ids that appear other than once. */
export function notExactlyOnce(stored: string[], expected: string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const id of stored) counts.set(id, (counts.get(id) ?? 0) + 1);
  return Object.fromEntries(
    expected.map((id) => [id, counts.get(id) ?? 0] as const).filter(([, count]) => count !== 1),
  );
}
