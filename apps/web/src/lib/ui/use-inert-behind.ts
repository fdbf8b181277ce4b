// While another sheet is open over a sheet modal (a document over the contact form, an edit or a
// confirmation over My account), the sheet behind is hidden from assistive technology and from focus:
// a modal over a modal, only the one in front is reachable. Ionic does this for the page behind a
// modal, not for a modal behind another one. The ref goes on any element inside the sheet; outside
// one (a page) nothing changes, as Ionic already hides the page.
import { type RefObject, useEffect, useRef } from 'react';

export function useInertBehind<T extends HTMLElement>(covered: boolean): RefObject<T | null> {
  const inside = useRef<T>(null);
  useEffect(() => {
    const sheet = inside.current?.closest('ion-modal');
    if (!sheet || !covered) return;
    const uncover = () => {
      sheet.removeAttribute('aria-hidden');
      sheet.inert = false;
    };
    // Ionic gives focus back to where it was (in this sheet) as soon as the one in front has closed:
    // this sheet must be reachable again by then, not only once the caller's state follows.
    const onFrontClosing = (event: Event) => {
      if (event.target !== sheet) uncover();
    };
    sheet.setAttribute('aria-hidden', 'true');
    sheet.inert = true;
    document.addEventListener('ionModalWillDismiss', onFrontClosing);
    return () => {
      document.removeEventListener('ionModalWillDismiss', onFrontClosing);
      uncover();
    };
  }, [covered]);
  return inside;
}
