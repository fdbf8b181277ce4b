// PUT cliente (spec point 7): every current value with one changed; answers the updated customer.
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function updateProfile(payload: ClienteUpdatePayload) {
  return api.put<Cliente>('cliente', payload);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
