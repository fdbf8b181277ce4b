// Direct reads of the ledger for assertions: what the database really holds, not what an answer says.
import type { FastifyInstance } from 'fastify';

/** The balance of the customer with this CPF (0 when the balance row does not exist yet). */
export async function saldoOf(app: FastifyInstance, cpf: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('saldos')
    .innerJoin('clientes', 'clientes.id', 'saldos.cliente_id')
    .select('saldos.saldo_centavos')
    .where('clientes.cpf', '=', cpf)
    .executeTakeFirst();
  return row?.saldo_centavos ?? 0;
}
