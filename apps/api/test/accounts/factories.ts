// The API's own test data: what a profile edit sends. Customers, CPFs and purchases come from
// @fidelidade/test-kit, shared with the browser journeys and the bench.
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

/** What the app sends on a profile edit: every current value, some changed (spec point 7). */
export function profileEdit(
  user: Cliente,
  changes: Partial<ClienteUpdatePayload> = {},
): ClienteUpdatePayload {
  const { jwt, nome, celular, cpf, dataNascimento, email } = user;
  return { jwt, nome, celular, cpf, dataNascimento, email, ...changes };
}
