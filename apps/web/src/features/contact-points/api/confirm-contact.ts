// POST confirmar_contato (DESIGN decision 19): the code of the session's open confirmation, which
// proves the current address or applies the new one PUT cliente named. Answers the customer.
import type { ConfirmarContatoPayload } from '@fidelidade/domain/contracts/confirmar-contato';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function confirmContact(payload: ConfirmarContatoPayload) {
  return api.post<Cliente>('confirmar_contato', payload);
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
