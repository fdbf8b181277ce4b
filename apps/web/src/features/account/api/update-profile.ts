// PUT cliente (spec point 7): every current value with one changed; answers the updated customer.
import {
  type ClienteUpdatePayload,
  clienteUpdateCall,
} from '@fidelidade/domain/contracts/cliente-update';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function updateProfile(payload: ClienteUpdatePayload) {
  return callApi(clienteUpdateCall, { body: payload });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
