// DELETE cliente (spec point 7, DESIGN decision 7): the person's data is erased for good (LGPD). A
// failure shows nothing (spec point 8), hence quiet.
import {
  type ClienteDeletePayload,
  clienteDeleteCall,
} from '@fidelidade/domain/contracts/cliente-delete';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function deleteAccount(payload: ClienteDeletePayload) {
  return callApi(clienteDeleteCall, { body: payload }, { quiet: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
