// App-wide providers: the router (library mode), the bridge that lets the API client's forced
// logout navigate, and the refresh of a logged-in customer at start. TanStack Query's provider wraps
// the lazy screens (query-provider.tsx).
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { getCliente } from '../lib/session-store.ts';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return null;
}

/**
 * A logged-in start refreshes the stored customer from the server (lib/session-refresh.ts), after the
 * navigator above is registered, so a revoked session lands on login. Visitors never load the client.
 */
function SessionRefresh() {
  useEffect(() => {
    if (!getCliente()) return;
    void import('../lib/session-refresh.ts').then(({ refreshCliente }) => refreshCliente());
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <SessionRefresh />
      {children}
    </BrowserRouter>
  );
}
