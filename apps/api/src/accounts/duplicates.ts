// CPF and e-mail are unique (spec point 5; migration 0002). A registration or profile edit checks first,
// to answer the clearest message, and the unique indexes settle races: their violation maps to the
// same 409 answers, never a 500. The answer's data names the field (clienteCreateConflictSchema), so
// the app can offer the way back in: recovery for an e-mail, a claim for a CPF (DESIGN decision 19).
import type { ClienteCreateConflict } from '@fidelidade/domain/contracts/cliente-create';
import { accountMessages } from '@fidelidade/domain/messages';
import { violatedUniqueIndex } from '../http/database-errors.ts';
import { ApiError } from '../http/envelope.ts';
import type { Executor } from '../db/executor.ts';
import { holdsEmail } from './email-release.ts';

const FIELD_BY_INDEX: Record<string, ClienteCreateConflict['campo']> = {
  clientes_cpf_key: 'cpf',
  clientes_email_key: 'email',
};

const MESSAGE_BY_FIELD: Record<ClienteCreateConflict['campo'], string> = {
  cpf: accountMessages.cpfTaken,
  email: accountMessages.emailTaken,
};

/** The 409 for a CPF or e-mail another account holds, with the field as its data. */
export function takenError(campo: ClienteCreateConflict['campo']): ApiError {
  const data: ClienteCreateConflict = { campo };
  return new ApiError(409, MESSAGE_BY_FIELD[campo], data);
}

/** The 409 a duplicate CPF or e-mail deserves, or the error as it was. */
export function duplicateError(error: unknown): unknown {
  const index = violatedUniqueIndex(error);
  const campo = index === undefined ? undefined : FIELD_BY_INDEX[index];
  return campo ? takenError(campo) : error;
}

/**
 * Throws the 409 when another customer (not `exceptId`) holds the CPF or the e-mail; CPF first. An
 * e-mail left unproven past its hold (email-release.ts) is not held: the caller takes it.
 */
export async function assertAvailable(
  db: Executor,
  wanted: { cpf?: string; email: string },
  exceptId?: string,
  now: Date = new Date(),
): Promise<void> {
  let query = db
    .selectFrom('clientes')
    .select(['cpf', 'email_confirmado_em', 'email_definido_em'])
    .where((eb) =>
      eb.or([
        ...(wanted.cpf === undefined ? [] : [eb('cpf', '=', wanted.cpf)]),
        eb(eb.fn('lower', ['email']), '=', wanted.email.toLowerCase()),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const holders = await query.execute();
  if (holders.some((holder) => holder.cpf === wanted.cpf)) throw takenError('cpf');
  if (holders.some((holder) => holdsEmail(holder, now))) throw takenError('email');
}
