// Media queries as React state, for the spec's width rules (spec point 9: 780 px and 520 px).
import { useSyncExternalStore } from 'react';

/** From this width the password-recovery steps open as modals instead of pages (spec point 2). */
export const WIDE_SCREEN_QUERY = '(min-width: 780px)';

/**
 * From this width the side menu sits beside the page (ion-split-pane's `when`, Ionic's 'lg') and the
 * menu buttons hide; plain-page.css and app-shell.css repeat it in their media queries.
 */
export const SPLIT_PANE_QUERY = '(min-width: 992px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
