// Deactivating an account (DESIGN decision 7) keeps its data and ends every session; the customer's
// own deactivation is undone by their next login with the right password, support's only by support
// (the login refuses it with a message saying so). Both go through here, in the caller's transaction.
import { revokeSessionsOf } from '../auth/sessions.ts';
import type { Executor } from '../db/executor.ts';

export type DeactivatedBy = 'cliente' | 'atendimento';

/** Deactivates the account and ends its sessions; answers how many sessions were live. */
export async function deactivateCliente(
  trx: Executor,
  id: string,
  by: DeactivatedBy,
): Promise<number> {
  await trx
    .updateTable('clientes')
    .set({
      ativo: false,
      desativada_pelo_atendimento: by === 'atendimento',
      atualizado_em: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return revokeSessionsOf(trx, id);
}

/** Reactivates the account, whoever deactivated it (a login, or support). */
export async function reactivateCliente(trx: Executor, id: string): Promise<void> {
  await trx
    .updateTable('clientes')
    .set({ ativo: true, desativada_pelo_atendimento: false, atualizado_em: new Date() })
    .where('id', '=', id)
    .execute();
}
