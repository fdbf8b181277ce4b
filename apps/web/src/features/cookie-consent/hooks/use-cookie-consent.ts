// Cookie acceptance (spec points 1 and 4): stored as '2v.aceitaCookies' = 'true' once OK is pressed.
import { useState } from 'react';
import { getItem, setItem } from '../../../lib/storage.ts';

export function useCookieConsent(): { accepted: boolean; accept: () => void } {
  const [accepted, setAccepted] = useState(() => getItem('aceitaCookies') === 'true');
  return {
    accepted,
    accept: () => {
      setItem('aceitaCookies', 'true');
      setAccepted(true);
    },
  };
}
