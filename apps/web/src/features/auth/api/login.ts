// POST login (spec point 7): e-mail and senha; answers the customer with a fresh jwt.
import { type LoginPayload, loginCall } from '@fidelidade/domain/contracts/login';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function login(payload: LoginPayload) {
  // A 401 here means wrong credentials, not an expired session: the server's message is the toast.
  return callApi(loginCall, { body: payload }, { skipForcedLogout: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
