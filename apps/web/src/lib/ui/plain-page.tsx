// A page drawn with the app's own HTML and CSS in Ionic's shape (a toolbar with the menu button and
// the page's h1, then the scrolling content), for the home route. Its first screen must answer within
// the Lighthouse budget on a mid-range phone, and mounting Ionic's header, toolbar, content
// and buttons there was the longest task of the app's start. index.html paints the same markup before
// the scripts run, so React's first commit changes nothing on screen.
import type { ReactNode } from 'react';
import { menuController } from '@ionic/core/components';
import { useDocumentTitle } from './document-title.ts';

export interface PlainPageProps {
  title: string;
  children: ReactNode;
  /** Class on the scrolling content, for a page's own layout. */
  contentClassName?: string;
}

export function PlainPage({ title, children, contentClassName }: PlainPageProps) {
  useDocumentTitle(title);
  return (
    <div className="ion-page">
      <header className="plain-header">
        {/* Hidden where the split pane shows the menu beside the page (plain-page.css). */}
        <button
          type="button"
          className="plain-menu-button"
          aria-label="Abrir menu"
          onClick={() => {
            void menuController.open();
          }}
        >
          <span className="plain-menu-icon" aria-hidden="true" />
        </button>
        <h1 className="plain-title">{title}</h1>
      </header>
      <main className={`plain-content ${contentClassName ?? ''}`}>
        <div className="page-body">{children}</div>
      </main>
    </div>
  );
}
