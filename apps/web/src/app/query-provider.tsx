// TanStack Query for server state. Home needs no server data, so the provider travels with the
// first screen that may (each lazy screen is wrapped in it; they all share one client), keeping the
// library out of the home route's bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getCliente, subscribe } from '../lib/session-store.ts';

// The API client already shows every failure (spec point 8), so a failed query is not retried
// behind the customer's back, and coming back to the tab does not refetch everything.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Cached answers belong to the customer who asked: when the session changes hands (login, logout,
// forced logout, account closed), nothing cached for the previous one may show (spec point 4).
let cachedFor = getCliente()?.jwt;
subscribe(() => {
  const jwt = getCliente()?.jwt;
  if (jwt === cachedFor) return;
  cachedFor = jwt;
  queryClient.removeQueries();
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
