// POST avaliacao/{hash} (DESIGN decision 5): 1 to 5 stars and an optional comment, once per purchase.
// The answer is the purchase with its new rating, which replaces the cached page; an already rated
// purchase (409) reloads the page so it shows the rating that exists.
import { type AvaliarPayload, avaliarCall } from '@fidelidade/domain/contracts/avaliacao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { avaliacaoQueryOptions } from './get-avaliacao.ts';

export function avaliar(hash: string, payload: AvaliarPayload) {
  return callApi(avaliarCall, { params: { hash }, body: payload });
}

export function useAvaliar(hash: string) {
  const queryClient = useQueryClient();
  const { queryKey } = avaliacaoQueryOptions(hash);
  return useMutation({
    mutationFn: (payload: AvaliarPayload) => avaliar(hash, payload),
    onSuccess: async (response) => {
      if (isSuccess(response) && response.data) {
        queryClient.setQueryData(queryKey, response.data);
        // The statement's entry details show the rating too (route detalhes-fidelidade).
        await queryClient.invalidateQueries({ queryKey: ['extrato'] });
      } else if (response.responseCode === 409) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
