// The API's own test data: what a profile edit sends. Customers, CPFs and purchases come from
// @fidelidade/test-kit, shared with the browser journeys and the bench.
import type { ProfileUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { User } from '@fidelidade/domain/contracts/user';

/** What the app sends on a profile edit: every current value, some changed (spec point 7). */
export function profileEdit(
  user: User,
  changes: Partial<ProfileUpdatePayload> = {},
): ProfileUpdatePayload {
  const { jwt, nome, celular, cpf, dataNascimento, email } = user;
  return { jwt, nome, celular, cpf, dataNascimento, email, ...changes };
}
