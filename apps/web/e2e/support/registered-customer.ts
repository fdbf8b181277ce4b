// A real customer, registered through the API with the app's own client (encrypted envelope, spec
// point 7), for journeys that need a logged-in session without going through the registration screen.
// The answer is the user the app stores under '2v.usuario', jwt included. A profile change through the
// same client stands for another device of the same customer, and so does a read of their notices.
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { ClienteCreatePayload } from '@fidelidade/domain/contracts/cliente-create';
import { vi } from 'vitest';
import { type Customer, newCustomer, registrationPayload } from '@fidelidade/test-kit/customers';
import type * as ApiClientModule from '../../src/lib/api-client.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { baseUrl } from '@fidelidade/test-kit/browser';

let client: Promise<typeof ApiClientModule> | undefined;

// The client reads its base address once, when the module loads (as in the built app), so it is
// imported only after the address is set, and nothing here may import it statically.
function apiClient(): Promise<typeof ApiClientModule> {
  if (!client) {
    vi.stubEnv('VITE_API_BASE', `${baseUrl()}/api`);
    client = import('../../src/lib/api-client.ts');
  }
  return client;
}

export async function registerCustomer(
  customer: Customer = newCustomer(),
): Promise<{ customer: Customer; usuario: Cliente }> {
  const { api } = await apiClient();
  // Spec point 3's registration payload, as the registration modal sends it.
  const payload: ClienteCreatePayload = { ...registrationPayload(customer), fidelidade: false };
  const answer = await api.post<Cliente>('cliente', payload, { loading: false, quiet: true });
  if (answer.status !== 'success' || !answer.data) {
    throw new Error(`registration failed: ${answer.responseCode} ${answer.message}`);
  }
  return { customer, usuario: answer.data };
}

export type ProfileChanges = Partial<
  Pick<Cliente, 'nome' | 'celular' | 'email' | 'dataNascimento'>
>;

/**
 * Runs `call` with `usuario`'s session: the client sends the stored customer's jwt, so this process
 * stores this one for the call only.
 */
async function asCustomer<T>(usuario: Cliente, call: () => Promise<T>): Promise<T> {
  const store = await import('../../src/lib/session-store.ts');
  store.setCliente(usuario);
  try {
    return await call();
  } finally {
    store.endSession();
  }
}

/** PUT cliente with the customer's own session, as another of their devices would send it. */
export async function updateCustomerProfile(
  usuario: Cliente,
  changes: ProfileChanges,
): Promise<Cliente> {
  const { api } = await apiClient();
  const { jwt, nome, celular, cpf, dataNascimento, email } = usuario;
  const payload: ClienteUpdatePayload = {
    ...{ jwt, nome, celular, cpf, dataNascimento, email },
    ...changes,
  };
  const answer = await asCustomer(usuario, () =>
    api.put<Cliente>('cliente', payload, { loading: false, quiet: true }),
  );
  if (answer.status !== 'success' || !answer.data) {
    throw new Error(`profile update failed: ${answer.responseCode} ${answer.message}`);
  }
  return answer.data;
}

/** How many of the customer's notices are unread, asked as the menu's count asks (GET avisos). */
export async function unreadNotices(usuario: Cliente): Promise<number> {
  await apiClient();
  const { getAvisos } = await import('../../src/features/notices/api/get-avisos.ts');
  // Throws the API's error when the call fails; answers nothing only without a session.
  const avisos = await asCustomer(usuario, getAvisos);
  if (!avisos) throw new Error('notices: no session to ask with');
  return avisos.naoLidos;
}
