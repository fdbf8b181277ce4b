// Direct reads of the ledger for assertions: what the database really holds, not what an answer says.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';

export interface StoredBalances {
  disponivel: number;
  pendente: number;
  divida: number;
}

/** The balances of the customer with this CPF (all 0 when the balance row does not exist yet). */
export async function balancesOf(app: FastifyInstance, cpf: string): Promise<StoredBalances> {
  const row = await app.database.db
    .selectFrom('saldos')
    .innerJoin('clientes', 'clientes.id', 'saldos.cliente_id')
    .select([
      'saldos.saldo_centavos as disponivel',
      'saldos.pendente_centavos as pendente',
      'saldos.divida_centavos as divida',
    ])
    .where('clientes.cpf', '=', cpf)
    .executeTakeFirst();
  return row ?? { disponivel: 0, pendente: 0, divida: 0 };
}

/** What the customer's cashback adds up to, whatever its state: available + pending − owed. */
export async function netCashbackOf(app: FastifyInstance, cpf: string): Promise<number> {
  const { disponivel, pendente, divida } = await balancesOf(app, cpf);
  return disponivel + pendente - divida;
}

/** The id of the purchase recorded for this idCompraLoja (the tests' ids are unique across stores). */
export async function purchaseIdOf(db: Kysely<DatabaseSchema>, idCompraLoja: string) {
  const { id } = await db
    .selectFrom('compras')
    .select('id')
    .where('id_compra_loja', '=', idCompraLoja)
    .executeTakeFirstOrThrow();
  return id;
}

export interface MonthSummaryRow {
  cliente_id: string;
  mes: string;
  ganho_centavos: number;
  estornado_centavos: number;
  resgatado_centavos: number;
  expirado_centavos: number;
  ajuste_credito_centavos: number;
  ajuste_debito_centavos: number;
}

/** The statement's summary as stored (extrato_mensal), for these customers. */
export async function storedMonthSummary(
  db: Kysely<DatabaseSchema>,
  clienteIds: readonly string[],
): Promise<MonthSummaryRow[]> {
  const { rows } = await sql<MonthSummaryRow>`
    select cliente_id, mes, ganho_centavos, estornado_centavos, resgatado_centavos,
      expirado_centavos, ajuste_credito_centavos, ajuste_debito_centavos
    from extrato_mensal where cliente_id = any(${clienteIds}::uuid[])
    order by cliente_id, mes`.execute(db);
  return rows;
}

/** The same summary recounted from every ledger entry of these customers. */
export async function recountedMonthSummary(
  db: Kysely<DatabaseSchema>,
  clienteIds: readonly string[],
): Promise<MonthSummaryRow[]> {
  const { rows } = await sql<MonthSummaryRow>`
    select cliente_id, mes,
      coalesce(sum(cashback_centavos) filter (where tipo = 'compra'), 0) as ganho_centavos,
      coalesce(-sum(cashback_centavos) filter (where tipo = 'cancelamento'), 0) as estornado_centavos,
      coalesce(-sum(cashback_centavos) filter (where tipo = 'resgate'), 0) as resgatado_centavos,
      coalesce(-sum(cashback_centavos) filter (where tipo = 'expiracao'), 0) as expirado_centavos,
      coalesce(sum(cashback_centavos) filter (where tipo = 'ajuste' and cashback_centavos > 0), 0)
        as ajuste_credito_centavos,
      coalesce(-sum(cashback_centavos) filter (where tipo = 'ajuste' and cashback_centavos < 0), 0)
        as ajuste_debito_centavos
    from lancamentos where cliente_id = any(${clienteIds}::uuid[])
    group by cliente_id, mes
    order by cliente_id, mes`.execute(db);
  return rows;
}
