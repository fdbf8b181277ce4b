// POST inativar_conta (spec point 7, DESIGN decision 7): the account becomes inactive until the next
// login. A failure shows nothing (spec point 8), hence quiet.
import type { InativarContaPayload } from '@fidelidade/domain/contracts/inativar-conta';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function deactivateAccount(payload: InativarContaPayload) {
  return api.post<null>('inativar_conta', payload, { quiet: true });
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
