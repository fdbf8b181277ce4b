// Who may handle the inbox's messages: the active operators of atendimento and administrador. The
// assignment is checked against them, and the console lists them, by name only, so that support can
// hand a message to a colleague.
import type { OperadorRef } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import type { Executor } from '../../db/executor.ts';
import { namesPage } from '../../db/names-page.ts';

const HANDLER_ROLES = ['administrador', 'atendimento'] as const;

function handlers(db: Executor) {
  return db.selectFrom('operadores').where('ativo', '=', true).where('papel', 'in', HANDLER_ROLES);
}

export async function mayHandle(db: Executor, operadorId: string): Promise<boolean> {
  const row = await handlers(db).select('id').where('id', '=', operadorId).executeTakeFirst();
  return row !== undefined;
}

/** One page of the operators a message may be assigned to, by name. */
export function listHandlers(
  db: Executor,
  paginacao: Paginacao,
): Promise<{ itens: OperadorRef[]; total: number }> {
  return namesPage(handlers(db), paginacao);
}
