// What a screen shows while its data loads or when the call failed (the API client has already shown
// the error toast of spec point 8): a live status, or the failure with a way to try again.
import type { ReactNode } from 'react';

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div className="loyalty-state" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="loyalty-state" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <ion-button fill="outline" onClick={onRetry}>
          Tentar novamente
        </ion-button>
      ) : null}
    </div>
  );
}
