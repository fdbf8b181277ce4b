// GET avisos/preferencias (DESIGN decision 17): the customer's switches for service notices, apart
// from the two marketing ones, and the public key a browser subscribes to push with.
import {
  type AvisosPreferencias,
  avisosPreferenciasCall,
} from '@fidelidade/domain/contracts/avisos-preferencias';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/envelope.ts';
import { callApi } from '../../../lib/call-api.ts';

export const NOTICE_SWITCHES_QUERY_KEY = ['avisos-preferencias'] as const;

export async function getNoticeSwitches(): Promise<AvisosPreferencias | null> {
  return unwrap(await callApi(avisosPreferenciasCall, {}, { loading: false }));
}

export function useNoticeSwitchesQuery() {
  return useQuery(
    queryOptions({ queryKey: NOTICE_SWITCHES_QUERY_KEY, queryFn: getNoticeSwitches }),
  );
}
