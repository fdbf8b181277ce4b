// POST logout: revokes the session on the server (DESIGN decision 8). Best effort: the customer is
// logged out locally whatever the answer, so a session that already ended is no error.
import { useMutation } from '@tanstack/react-query';
import { logoutCall } from '@fidelidade/domain/contracts/logout';
import { callApi } from '../../../lib/call-api.ts';

export function logout() {
  return callApi(logoutCall, {}, { quiet: true, skipForcedLogout: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
