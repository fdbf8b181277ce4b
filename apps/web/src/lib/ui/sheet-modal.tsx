// The sheet modal of spec point 1: breakpoints 0 and 1, opening at 1; at 520 px wide or less it
// covers the whole screen (the .sheet-modal rule in app.css). It is rendered in ion-app, outside the
// view container Ionic hides from assistive technology while the modal is open.
import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineModal } from '@ionic/core/components/ion-modal.js';
import { closeOutline } from 'ionicons/icons';
import { defineCustomElement as defineIcon } from 'ionicons/components/ion-icon.js';
import { CloseSheetContext, useSheetDismissed } from './sheet-modal-context.ts';
import { Page } from './page.tsx';

defineButton();
defineModal();
defineIcon();

const BREAKPOINTS = [0, 1];

export interface SheetModalProps {
  title: string;
  children: ReactNode;
  /** Called once the modal has closed; defaults to the route's own (back to the page behind). */
  onDismissed?: () => void;
  /** Close with an icon (named 'Fechar' for assistive technology) instead of the word. */
  closeIcon?: boolean;
}

export function SheetModal({ title, children, onDismissed, closeIcon }: SheetModalProps) {
  const [isOpen, setIsOpen] = useState(true);
  const routeDismissed = useSheetDismissed();
  const close = () => {
    setIsOpen(false);
  };
  const host = document.querySelector('ion-app') ?? document.body;
  return createPortal(
    <ion-modal
      className="sheet-modal"
      isOpen={isOpen}
      breakpoints={BREAKPOINTS}
      initialBreakpoint={1}
      aria-label={title}
      // A route's own sheet: going back in history closes it too (lib/native/back-button.ts).
      data-route-sheet={onDismissed ? undefined : ''}
      ondidDismiss={() => {
        (onDismissed ?? routeDismissed)();
      }}
    >
      <CloseSheetContext value={close}>
        <Page
          title={title}
          inModal
          toolbarEnd={
            closeIcon ? (
              <ion-button onClick={close} aria-label="Fechar">
                <ion-icon slot="icon-only" icon={closeOutline} aria-hidden="true" />
              </ion-button>
            ) : (
              <ion-button onClick={close}>Fechar</ion-button>
            )
          }
        >
          {children}
        </Page>
      </CloseSheetContext>
    </ion-modal>,
    host,
  );
}
