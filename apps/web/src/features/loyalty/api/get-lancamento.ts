// GET extrato/{id} (route detalhes-fidelidade): one of the customer's own entries with its details.
import {
  type ExtratoDetalhe,
  extratoDetalheCall,
} from '@fidelidade/domain/contracts/extrato-detalhe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export async function getLancamento(id: string): Promise<ExtratoDetalhe | null> {
  const options = { loading: false, quiet: true };
  return unwrap(await callApi(extratoDetalheCall, { params: { id } }, options));
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
