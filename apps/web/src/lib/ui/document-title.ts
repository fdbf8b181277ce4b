// The browser tab names the screen in front (WCAG 2.4.2): the last screen shown, so a sheet modal's
// title replaces its page's while open and gives it back when it closes.
import { useEffect } from 'react';

const APP_NAME = 'Fidelidade';
const shown: string[] = [];

function apply(): void {
  const top = shown.at(-1);
  document.title = top && top !== APP_NAME ? `${top} | ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    shown.push(title);
    apply();
    return () => {
      shown.splice(shown.lastIndexOf(title), 1);
      apply();
    };
  }, [title]);
}
