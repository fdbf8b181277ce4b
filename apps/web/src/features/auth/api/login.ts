// POST login (spec point 7): e-mail and senha; answers the customer with a fresh jwt.
import type { LoginPayload } from '@fidelidade/domain/contracts/login';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function login(payload: LoginPayload) {
  // A 401 here means wrong credentials, not an expired session: the server's message is the toast.
  return api.post<Cliente>('login', payload, { skipForcedLogout: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
