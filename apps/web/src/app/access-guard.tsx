// Routes that need a logged-in customer send a visitor to login; routes for visitors (login,
// registration, recovery) send a customer to the statement, where login would have taken them.
// A visitor asking for /logout has nothing to leave and goes home.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsLoggedIn } from '../lib/session-store.ts';
import type { Access } from './route-table.tsx';
import { AFTER_LOGIN_PATH, HOME_PATH } from '../lib/paths.ts';

export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (access === 'customer' && !loggedIn) {
    const target = location.pathname.toLowerCase() === '/logout' ? HOME_PATH : '/login';
    return <Navigate to={target} replace state={{ from: location.pathname }} />;
  }
  if (access === 'visitor' && loggedIn) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  return children;
}
