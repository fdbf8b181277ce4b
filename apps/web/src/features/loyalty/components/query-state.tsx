// What a loyalty screen shows while its data loads (a live status); when the call failed (the API
// client has already shown the error toast of spec point 8) it shows lib/ui's FailedState.
import type { ReactNode } from 'react';
import '../../../lib/ui/screen-state.css';

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div className="screen-state" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
