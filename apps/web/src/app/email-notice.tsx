// The e-mail confirmation banner on the logged-in pages (DESIGN decision 19). Its code loads only for
// a customer it concerns (emailConfirmado false), so the home route and everyone else carry nothing
// of it. Once there it stays mounted with its page, so its sheet outlives the banner when the e-mail
// gets confirmed.
import { Suspense, useState } from 'react';
import { useCliente } from '../lib/session-store.ts';
import { EmailBanner } from './lazy-screens.ts';

export function EmailNotice() {
  const cliente = useCliente();
  // Derived state kept across renders (React's documented pattern): needed once, kept.
  const [needed, setNeeded] = useState(false);
  if (cliente?.emailConfirmado === false && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <EmailBanner />
    </Suspense>
  );
}
