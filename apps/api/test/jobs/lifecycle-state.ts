// What the cashback lifecycle left in the database, read straight from it: what is still due, the
// credits by state, and every place where a release or an expiry done twice (or half done) would show:
// an expired credit without exactly one expiry entry, a balance that is not its ledger's sum, a
// balance that is not its credits' sum, a month summary whose expired amount is not its entries'.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../src/db/database.ts';
import type { Executor } from '../../src/db/executor.ts';
import type { DueCredits } from './due-credits.ts';

export interface LifecycleState {
  /** Pending credits past their release, available ones past their expiry: 0 after a full run. */
  stillDue: number;
  /** How many credits are in each state. */
  byState: Record<string, number>;
  /** Expiry entries in the ledger. */
  expiryEntries: number;
  /** Expired credits without exactly one expiry entry, plus expiry entries of credits not expired. */
  expiryEntriesAmiss: number;
  /** Customers whose ledger sum is not saldo + pendente − dívida. */
  offLedger: string[];
  /** Customers whose available or pending balance is not what their credits hold. */
  offCredits: string[];
  /** Customers whose month summary's expired amounts are not their expiry entries'. */
  offSummary: string[];
}

async function count(db: Executor, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? 0;
}

async function customers(db: Executor, query: ReturnType<typeof sql<{ id: string }>>) {
  const { rows } = await query.execute(db);
  return rows.map((row) => row.id);
}

export async function readLifecycleState(db: Executor, now = new Date()): Promise<LifecycleState> {
  const states = await sql<{ estado: string; n: number }>`
    select estado, count(*)::int as n from creditos_cashback group by estado`.execute(db);
  return {
    stillDue: await count(
      db,
      sql`select count(*)::int as n from creditos_cashback
        where (estado = 'pendente' and libera_em <= ${now})
          or (estado = 'disponivel' and expira_em <= ${now})`,
    ),
    byState: Object.fromEntries(states.rows.map((row) => [row.estado, row.n])),
    expiryEntries: await count(
      db,
      sql`select count(*)::int as n from lancamentos where tipo = 'expiracao'`,
    ),
    expiryEntriesAmiss: await count(
      db,
      sql`select count(*)::int as n from creditos_cashback c
        where (c.estado = 'expirado') <> ((select count(*) from lancamentos l
          where l.credito_id = c.id and l.tipo = 'expiracao') = 1)`,
    ),
    offLedger: await customers(
      db,
      sql`select s.cliente_id as id from saldos s
        left join (select cliente_id, sum(cashback_centavos) as soma from lancamentos
          group by cliente_id) l using (cliente_id)
        where coalesce(l.soma, 0) <> s.saldo_centavos + s.pendente_centavos - s.divida_centavos`,
    ),
    offCredits: await customers(
      db,
      sql`select s.cliente_id as id from saldos s
        left join (select cliente_id,
            sum(restante_centavos) filter (where estado = 'disponivel') as disponivel,
            sum(creditado_centavos) filter (where estado = 'pendente') as pendente
          from creditos_cashback group by cliente_id) c using (cliente_id)
        where coalesce(c.disponivel, 0) <> s.saldo_centavos
          or coalesce(c.pendente, 0) <> s.pendente_centavos`,
    ),
    offSummary: await customers(
      db,
      sql`select coalesce(m.cliente_id, l.cliente_id) as id
        from (select cliente_id, sum(expirado_centavos) as expirado from extrato_mensal
          group by cliente_id) m
        full join (select cliente_id, -sum(cashback_centavos) as expirado from lancamentos
          where tipo = 'expiracao' group by cliente_id) l using (cliente_id)
        where coalesce(m.expirado, 0) <> coalesce(l.expirado, 0)`,
    ),
  };
}

/** Opens the database on a connection of its own, reads it, and closes it. */
export async function readLifecycleStateOf(options: DatabaseOptions): Promise<LifecycleState> {
  const database = await openDatabase(options);
  try {
    return await readLifecycleState(database.db);
  } finally {
    await database.close();
  }
}

/** Nothing half done and nothing done twice, whatever is still due. */
export function expectConsistent(state: LifecycleState): void {
  expect(state.expiryEntriesAmiss).toBe(0);
  expect(state.offLedger).toEqual([]);
  expect(state.offCredits).toEqual([]);
  expect(state.offSummary).toEqual([]);
}

/** Every due credit released once, and the ones past their validity expired once. */
export function expectAllDone(state: LifecycleState, due: DueCredits): void {
  expectConsistent(state);
  expect(state.stillDue).toBe(0);
  expect(state.byState).toEqual({
    disponivel: due.releases - due.expiries,
    expirado: due.expiries,
  });
  expect(state.expiryEntries).toBe(due.expiries);
}
