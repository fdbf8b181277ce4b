// Terms of use, privacy policy and the loyalty privacy notice (spec point 2, DESIGN decision 12): a
// sheet modal with the embedded viewer. As a route (termos, privacidade) closing goes back to the page
// behind; opened over another modal (the contact form's links) `onDismissed` brings that one back.
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { DOCUMENT_TITLES, type DocumentKind } from '../documents.ts';
import { DocumentFrame } from './document-frame.tsx';

export interface DocumentModalProps {
  kind: DocumentKind;
  onDismissed?: () => void;
}

export function DocumentModal({ kind, onDismissed }: DocumentModalProps) {
  return (
    <SheetModal title={DOCUMENT_TITLES[kind]} onDismissed={onDismissed}>
      <DocumentFrame kind={kind} />
    </SheetModal>
  );
}
