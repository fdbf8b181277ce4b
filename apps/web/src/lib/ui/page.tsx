// Every page is a header with its toolbar plus a content area (STYLE apps/web), with the page's one
// h1 in the toolbar and the menu button that opens the side menu on phones; between the two, the app
// shell's notice (page-notice.ts), if any. The button is always there below the split pane's width
// (app.css hides it beside the menu), even before the side menu is mounted (app-shell.tsx), so the
// title never moves.
import type { ReactNode } from 'react';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineButtons } from '@ionic/core/components/ion-buttons.js';
import { defineCustomElement as defineContent } from '@ionic/core/components/ion-content.js';
import { defineCustomElement as defineHeader } from '@ionic/core/components/ion-header.js';
import { defineCustomElement as defineMenuButton } from '@ionic/core/components/ion-menu-button.js';
import { defineCustomElement as defineTitle } from '@ionic/core/components/ion-title.js';
import { defineCustomElement as defineToolbar } from '@ionic/core/components/ion-toolbar.js';
import { useDocumentTitle } from './document-title.ts';
import { usePageNotice } from './page-notice.ts';

defineButton();
defineButtons();
defineContent();
defineHeader();
defineMenuButton();
defineTitle();
defineToolbar();

export interface PageProps {
  title: string;
  children: ReactNode;
  /** Extra buttons at the end of the toolbar. */
  toolbarEnd?: ReactNode;
  /** Class on the scrolling content, for a page's own layout. */
  contentClassName?: string;
  /**
   * Inside a sheet modal: no menu button and no page notice. (ion-content is the main landmark only
   * outside one.)
   */
  inModal?: boolean;
}

export function Page({ title, children, toolbarEnd, contentClassName, inModal }: PageProps) {
  useDocumentTitle(title);
  const notice = usePageNotice();
  return (
    <div className="ion-page">
      <ion-header>
        <ion-toolbar color="primary">
          {inModal ? null : (
            <ion-buttons slot="start">
              <ion-menu-button aria-label="Abrir menu" autoHide={false} />
            </ion-buttons>
          )}
          <ion-title>
            <h1 className="toolbar-heading">{title}</h1>
          </ion-title>
          {toolbarEnd ? <ion-buttons slot="end">{toolbarEnd}</ion-buttons> : null}
        </ion-toolbar>
      </ion-header>
      {inModal ? null : notice}
      <ion-content className={contentClassName}>
        <div className="page-body">{children}</div>
      </ion-content>
    </div>
  );
}
