// Ionic's href-carrying elements (ion-item, ion-button) render a real anchor, so links keep their
// meaning for keyboards, screen readers and "open in new tab"; a plain click goes through the
// router instead of reloading the page, carrying the history state it is given (lib/prefill.ts).
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface RouterLinkProps {
  href: string;
  onClick: (event: MouseEvent) => void;
}

export function useRouterLink(): (to: string, state?: unknown) => RouterLinkProps {
  const navigate = useNavigate();
  return (to, state) => ({
    href: to,
    onClick: (event) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      event.preventDefault();
      void navigate(to, state === undefined ? undefined : { state });
    },
  });
}
