// POST confirmar_contato (DESIGN decision 19): the code of the session's open confirmation, which
// proves the current address or applies the new one PUT cliente named. Answers the customer.
import {
  type ConfirmarContatoPayload,
  confirmarContatoCall,
} from '@fidelidade/domain/contracts/confirmar-contato';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function confirmContact(payload: ConfirmarContatoPayload) {
  return callApi(confirmarContatoCall, { body: payload });
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
