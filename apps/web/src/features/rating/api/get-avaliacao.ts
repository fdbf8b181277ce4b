// GET avaliacao/{hash} (route avaliacao; DESIGN decision 5): the purchase behind a rating link and its
// rating, if any. No login needed. Quiet: an unknown link is explained on the page, not in a toast.
import type { AvaliacaoPagina } from '@fidelidade/domain/contracts/avaliacao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export function avaliacaoPath(hash: string): string {
  return `avaliacao/${encodeURIComponent(hash)}`;
}

export async function getAvaliacao(hash: string): Promise<AvaliacaoPagina | null> {
  return unwrap(
    await api.get<AvaliacaoPagina>(avaliacaoPath(hash), { loading: false, quiet: true }),
  );
}

export function avaliacaoQueryOptions(hash: string) {
  return queryOptions({ queryKey: ['avaliacao', hash], queryFn: () => getAvaliacao(hash) });
}

export function useAvaliacao(hash: string) {
  return useQuery(avaliacaoQueryOptions(hash));
}
