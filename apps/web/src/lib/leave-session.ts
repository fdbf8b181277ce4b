// Logout and account closure leave for home and end the session. The order matters: react-router
// renders a navigation as a transition, while the session store updates at once, so a session ended
// first shows the customer-only screen to a visitor for a moment and its guard sends them to login.
// The session therefore ends when the screen that asked has left (its component unmounts).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './session-store.ts';

/** Returns the function that goes to `to` and then ends the session (local storage cleared). */
export function useLeaveSession(): (to: string) => void {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) endSession();
    },
    [],
  );
  return (to) => {
    leaving.current = true;
    void navigate(to, { replace: true });
  };
}
