// What a screen shows in place of what it could not load (its data, or its own code after a deploy):
// the failure, read out at once, and a way to try again.
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import './screen-state.css';

defineButton();

export interface FailedStateProps {
  message: string;
  /** A heading above the message, where the screen has nothing else to name the failure. */
  title?: string;
  onRetry?: () => void;
}

export function FailedState({ message, title, onRetry }: FailedStateProps) {
  return (
    <div className="screen-state" role="alert">
      {title ? <h2>{title}</h2> : null}
      <p>{message}</p>
      {onRetry ? (
        <ion-button fill="outline" onClick={onRetry}>
          Tentar novamente
        </ion-button>
      ) : null}
    </div>
  );
}
