// The customer a console action names by id, locked for the action's transaction: 404 when no account
// has that id. A row reserved for a resolved CPF claim (0019-cpf-claim-resolution) is nobody's account
// yet, so no action reaches it.
import { consoleCustomerMessages } from '@fidelidade/domain/messages';
import { CLIENTE_COLUMNS, type ClienteRow } from '../../accounts/cliente-row.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError } from '../../http/envelope.ts';

export async function lockCustomer(trx: Executor, id: string): Promise<ClienteRow> {
  const cliente = await trx
    .selectFrom('clientes')
    .select(CLIENTE_COLUMNS)
    .where('id', '=', id)
    .where('reservada_para', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!cliente) throw new ApiError(404, consoleCustomerMessages.customerNotFound);
  return cliente;
}
