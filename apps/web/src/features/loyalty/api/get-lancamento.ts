// GET extrato/{id} (route detalhes-fidelidade): one of the customer's own entries with its details.
import type { ExtratoDetalhe } from '@fidelidade/domain/contracts/extrato-detalhe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export async function getLancamento(id: string): Promise<ExtratoDetalhe | null> {
  const path = `extrato/${encodeURIComponent(id)}`;
  return unwrap(await api.get<ExtratoDetalhe>(path, { loading: false, quiet: true }));
}

export function lancamentoQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['extrato', 'lancamento', id],
    queryFn: () => getLancamento(id),
  });
}

export function useLancamento(id: string) {
  return useQuery(lancamentoQueryOptions(id));
}
