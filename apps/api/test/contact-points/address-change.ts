// A change of e-mail or phone as the app makes it (DESIGN decision 19): PUT cliente names the new
// address, the code sent there is read from the outbox, and confirmar_contato applies it.
import { expect } from 'vitest';
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { profileEdit } from '../accounts/factories.ts';
import type { RecoveryHarness } from '../recovery/recovery-app.ts';

/** POST enviar_confirmacao with the user's session. */
export const sendCode = (h: RecoveryHarness, user: Cliente, tipo: string) =>
  h.call('POST', '/enviar_confirmacao', { jwt: user.jwt, tipo }, user.jwt);

/** POST confirmar_contato with the user's session. */
export const confirmCode = (h: RecoveryHarness, user: Cliente, codigo: string) =>
  h.call<Cliente>('POST', '/confirmar_contato', { jwt: user.jwt, codigo }, user.jwt);

/** Changes the address and confirms it; the Cliente confirmar_contato answers. */
export async function changeAddress(
  h: RecoveryHarness,
  user: Cliente,
  changes: Pick<Partial<ClienteUpdatePayload>, 'email' | 'celular'>,
): Promise<Cliente> {
  const edit = await h.call<Cliente>('PUT', '/cliente', profileEdit(user, changes), user.jwt);
  expect(edit.status, edit.envelope.message).toBe(200);
  const pending = edit.envelope.data.emailPendente ?? edit.envelope.data.celularPendente;
  if (!pending) throw new Error('the edit opened no change');
  const codigo = await h.queuedCode(pending);
  const done = await h.call<Cliente>(
    'POST',
    '/confirmar_contato',
    { jwt: user.jwt, codigo },
    user.jwt,
  );
  expect(done.status, done.envelope.message).toBe(200);
  return done.envelope.data;
}
