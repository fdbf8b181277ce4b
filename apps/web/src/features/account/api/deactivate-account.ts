// POST inativar_conta (spec point 7, DESIGN decision 7): the account becomes inactive until the next
// login. A failure shows nothing (spec point 8), hence quiet.
import {
  type InativarContaPayload,
  inativarContaCall,
} from '@fidelidade/domain/contracts/inativar-conta';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function deactivateAccount(payload: InativarContaPayload) {
  return callApi(inativarContaCall, { body: payload }, { quiet: true });
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
