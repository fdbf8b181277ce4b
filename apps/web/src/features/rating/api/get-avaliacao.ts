// GET avaliacao/{hash} (route avaliacao; DESIGN decision 5): the purchase behind a rating link and its
// rating, if any. No login needed. Quiet: an unknown link is explained on the page, not in a toast.
import { type AvaliacaoPagina, avaliacaoCall } from '@fidelidade/domain/contracts/avaliacao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export async function getAvaliacao(hash: string): Promise<AvaliacaoPagina | null> {
  const options = { loading: false, quiet: true };
  return unwrap(await callApi(avaliacaoCall, { params: { hash } }, options));
}

export function avaliacaoQueryOptions(hash: string) {
  return queryOptions({ queryKey: ['avaliacao', hash], queryFn: () => getAvaliacao(hash) });
}

export function useAvaliacao(hash: string) {
  return useQuery(avaliacaoQueryOptions(hash));
}
