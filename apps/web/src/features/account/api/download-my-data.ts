// GET meus_dados (LGPD art. 18): everything the system holds about the customer. Quiet: the
// download shows its own pt-BR toast on failure (a 401 still logs out through the API client).
import { meusDadosCall } from '@fidelidade/domain/contracts/meus-dados';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function fetchMyData() {
  return callApi(meusDadosCall, {}, { quiet: true });
}

export function useFetchMyData() {
  return useMutation({ mutationFn: fetchMyData });
}
