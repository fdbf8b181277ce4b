// GET extrato?meses=3|6|12 (route extrato-fidelidade; DESIGN decision 6): balance, level, cashback per
// month and the period's entries. The period is part of the query key, so the filter refetches.
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import { type Extrato, extratoCall } from '@fidelidade/domain/contracts/extrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { unwrap } from '../../../lib/api/envelope.ts';

export async function getExtrato(meses: LoyaltyPeriod): Promise<Extrato | null> {
  return unwrap(await callApi(extratoCall, { query: { meses } }, { loading: false }));
}

export function extratoQueryOptions(meses: LoyaltyPeriod) {
  return queryOptions({ queryKey: ['extrato', meses], queryFn: () => getExtrato(meses) });
}

export function useExtrato(meses: LoyaltyPeriod) {
  return useQuery(extratoQueryOptions(meses));
}
