// A real customer, registered through the API with the app's own client (encrypted envelope, spec
// point 7), for journeys that need a logged-in session without going through the registration screen.
// The answer is the user the app stores under '2v.usuario', jwt included. A profile change through the
// same client stands for another device of the same customer.
import type { ProfileUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { RegistrationPayload } from '@fidelidade/domain/contracts/cliente-create';
import { vi } from 'vitest';
import { type Customer, newCustomer, registrationPayload } from '@fidelidade/test-kit/customers';
import type * as ApiClientModule from '../../src/lib/api-client.ts';
import type { Usuario } from '../../src/lib/types.ts';
import { baseUrl } from './browser.ts';

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
): Promise<{ customer: Customer; usuario: Usuario }> {
  const { api } = await apiClient();
  // Spec point 3's registration payload, as the registration modal sends it.
  const payload: RegistrationPayload = { ...registrationPayload(customer), fidelidade: false };
  const answer = await api.post<Usuario>('cliente', payload, { loading: false, quiet: true });
  if (answer.status !== 'success' || !answer.data) {
    throw new Error(`registration failed: ${answer.responseCode} ${answer.message}`);
  }
  return { customer, usuario: answer.data };
}

export type ProfileChanges = Partial<
  Pick<Usuario, 'nome' | 'celular' | 'email' | 'dataNascimento'>
>;

/** PUT cliente with the customer's own session, as another of their devices would send it. */
export async function updateCustomerProfile(
  usuario: Usuario,
  changes: ProfileChanges,
): Promise<Usuario> {
  const { api } = await apiClient();
  // The client sends the stored customer's jwt: this process stores this one for the call only.
  const store = await import('../../src/lib/session-store.ts');
  store.setUsuario(usuario);
  try {
    const { jwt, nome, celular, cpf, dataNascimento, email } = usuario;
    const payload: ProfileUpdatePayload = {
      ...{ jwt, nome, celular, cpf, dataNascimento, email },
      ...changes,
    };
    const answer = await api.put<Usuario>('cliente', payload, { loading: false, quiet: true });
    if (answer.status !== 'success' || !answer.data) {
      throw new Error(`profile update failed: ${answer.responseCode} ${answer.message}`);
    }
    return answer.data;
  } finally {
    store.endSession();
  }
}
