// A form's submit button that shows a spinner while its call runs (spec point 4: dots while
// registering, a spinner while the contact form sends). Screen readers hear that it is busy; aria-busy
// is spelled out because React writes a custom element's `true` as ''.
import { defineCustomElement as defineSpinner } from '@ionic/core/components/ion-spinner.js';

defineSpinner();

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  /** What a screen reader hears while busy, e.g. 'Enviando…'. */
  busyLabel: string;
  spinner?: 'dots' | 'crescent';
}

export function SubmitButton({ busy, label, busyLabel, spinner = 'crescent' }: SubmitButtonProps) {
  return (
    <div className="form-actions">
      <ion-button type="submit" expand="block" disabled={busy} aria-busy={busy ? 'true' : 'false'}>
        {busy ? (
          <>
            <ion-spinner name={spinner} aria-hidden="true" />
            <span className="visually-hidden">{busyLabel}</span>
          </>
        ) : (
          label
        )}
      </ion-button>
    </div>
  );
}
