// POST login (spec point 7): e-mail and senha; answers the customer with a fresh jwt.
import type { LoginPayload } from '@fidelidade/domain/contracts/login';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Usuario } from '../../../lib/types.ts';

export function login(payload: LoginPayload) {
  // A 401 here means wrong credentials, not an expired session: the server's message is the toast.
  return api.post<Usuario>('login', payload, { skipForcedLogout: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
