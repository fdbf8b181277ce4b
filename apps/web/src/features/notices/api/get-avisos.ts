// GET avisos (DESIGN decision 17): the customer's latest notices, newest first, and how many are
// unread. One query for the menu's count and the "Avisos" screen, so the two never disagree. Quiet:
// the menu asks on every screen, and a failure there must not toast over what the customer is doing;
// the screen says for itself when it could not load.
import { type Avisos, avisosCall } from '@fidelidade/domain/contracts/avisos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api/envelope.ts';
import { callApi } from '../../../lib/call-api.ts';
import { getCliente, useIsLoggedIn } from '../../../lib/session-store.ts';

export const AVISOS_QUERY_KEY = ['avisos'] as const;

export async function getAvisos(): Promise<Avisos | null> {
  // When the session ends the cache empties before the menu drops its entry, and the entry's query
  // may run once more: without a session there is no one to ask for (the call would be a 401).
  if (!getCliente()) return null;
  return unwrap(await callApi(avisosCall, {}, { loading: false, quiet: true }));
}

export function avisosQueryOptions() {
  return queryOptions({ queryKey: AVISOS_QUERY_KEY, queryFn: getAvisos });
}

/** Only with a session. */
export function useAvisos() {
  return useQuery({ ...avisosQueryOptions(), enabled: useIsLoggedIn() });
}
