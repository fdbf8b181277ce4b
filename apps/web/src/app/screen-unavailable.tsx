// What a screen shows when its code could not be loaded even after the page loaded again
// (lib/new-build-reload.ts): a page that says so and lets the customer try again, never an empty screen.
// It travels with the app shell, so it needs no chunk of its own.
import { appMessages } from '@fidelidade/domain/messages';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { PlainPage } from '../lib/ui/plain-page.tsx';

defineButton();

export function ScreenUnavailable() {
  return (
    <PlainPage title={appMessages.screenUnavailableTitle}>
      <div role="alert">
        <p className="page-lead">{appMessages.screenUnavailableText}</p>
      </div>
      <ion-button
        onClick={() => {
          // The reload's mark stays: this reload fetches the newest build already, so when the
          // screen fails again an automatic one would only load the same build a second time. The
          // message comes back after this one load, and the mark goes once the screen loads.
          window.location.reload();
        }}
      >
        Tentar novamente
      </ion-button>
    </PlainPage>
  );
}
