// The cookie banner at the root (spec point 1): says only strictly necessary cookies are used and
// stays until OK is pressed. It floats over the page, so showing or hiding it moves nothing.
import { appMessages } from '@fidelidade/domain/messages';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { useCookieConsent } from '../hooks/use-cookie-consent.ts';

defineButton();

export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  if (accepted) return null;
  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>{appMessages.cookieBanner}</p>
      <ion-button onClick={accept}>OK</ion-button>
    </section>
  );
}
