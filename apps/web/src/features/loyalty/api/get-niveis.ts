// GET niveis (the level-info modal; spec point 9): the three levels with the R$ 30,00 example, as the
// API computes them with the rules that credit purchases.
import { type Niveis, niveisCall } from '@fidelidade/domain/contracts/niveis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export async function getNiveis(): Promise<Niveis | null> {
  return unwrap(await callApi(niveisCall, {}, { loading: false }));
}

// The levels only change with a release, so one answer serves the whole visit.
export const niveisQueryOptions = queryOptions({
  queryKey: ['niveis'],
  queryFn: getNiveis,
  staleTime: Infinity,
});

export function useNiveis() {
  return useQuery(niveisQueryOptions);
}
