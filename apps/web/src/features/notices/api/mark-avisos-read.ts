// POST avisos/lidos: marks every notice read (or one, by id). Its answer is the list again, which
// replaces the cached one, so the menu's count drops at once.
import { avisosLidosCall } from '@fidelidade/domain/contracts/avisos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/envelope.ts';
import { callApi } from '../../../lib/call-api.ts';
import { getCliente } from '../../../lib/session-store.ts';
import { AVISOS_QUERY_KEY } from './get-avisos.ts';

export async function markAvisosRead(id?: string) {
  const jwt = getCliente()?.jwt ?? '';
  const body = id === undefined ? { jwt } : { jwt, id };
  return unwrap(await callApi(avisosLidosCall, { body }, { loading: false, quiet: true }));
}

export function useMarkAvisosRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAvisosRead,
    onSuccess: (avisos) => {
      if (avisos) queryClient.setQueryData(AVISOS_QUERY_KEY, avisos);
    },
  });
}
