// The gentle banner of a customer whose e-mail is not proven yet (DESIGN decision 19), between the
// toolbar and the content of the logged-in pages: 'Confirmar e-mail' opens the confirmation sheet and
// the app keeps working meanwhile. An account stored before the field existed (emailConfirmado
// undefined) shows nothing until the session's refresh brings it.
import { contactPointMessages } from '@fidelidade/domain/messages';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { useState } from 'react';
import { useCliente } from '../../../lib/session-store.ts';
import { ConfirmContactSheet } from './confirm-contact-sheet.tsx';
import './contact-points.css';

defineButton();

export function EmailBanner() {
  const cliente = useCliente();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {cliente?.emailConfirmado === false ? (
        <section className="email-banner" aria-label={contactPointMessages.bannerLabel}>
          <p>{contactPointMessages.bannerText}</p>
          <ion-button
            size="small"
            fill="outline"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {contactPointMessages.confirmEmail}
          </ion-button>
        </section>
      ) : null}
      {/* Confirming hides the banner; the sheet stays until it has closed. */}
      {confirming ? (
        <ConfirmContactSheet
          canal="email"
          onDismissed={() => {
            setConfirming(false);
          }}
        />
      ) : null}
    </>
  );
}
