// CPF and e-mail are unique (spec point 5; migration 0002). A registration or profile edit checks first,
// to answer the clearest message, and the unique indexes settle races: their violation maps to the
// same 409 answers, never a 500.
import { accountMessages } from '@fidelidade/domain/messages';
import { violatedUniqueIndex } from '../http/database-errors.ts';
import { ApiError } from '../http/envelope.ts';
import type { Executor } from '../auth/sessions.ts';

const MESSAGE_BY_INDEX: Record<string, string> = {
  clientes_cpf_key: accountMessages.cpfTaken,
  clientes_email_key: accountMessages.emailTaken,
};

/** The 409 a duplicate CPF or e-mail deserves, or the error as it was. */
export function duplicateError(error: unknown): unknown {
  const index = violatedUniqueIndex(error);
  const message = index === undefined ? undefined : MESSAGE_BY_INDEX[index];
  return message ? new ApiError(409, message) : error;
}

/** Throws the 409 when another customer (not `exceptId`) holds the CPF or the e-mail; CPF first. */
export async function assertAvailable(
  db: Executor,
  wanted: { cpf?: string; email: string },
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('clientes')
    .select(['cpf', 'email'])
    .where((eb) =>
      eb.or([
        ...(wanted.cpf === undefined ? [] : [eb('cpf', '=', wanted.cpf)]),
        eb(eb.fn('lower', ['email']), '=', wanted.email.toLowerCase()),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const holders = await query.execute();
  if (holders.some((holder) => holder.cpf === wanted.cpf)) {
    throw new ApiError(409, accountMessages.cpfTaken);
  }
  if (holders.length > 0) throw new ApiError(409, accountMessages.emailTaken);
}
