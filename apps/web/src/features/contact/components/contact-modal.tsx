// Contact (spec point 2, 'Fale conosco'): a sheet modal with a close icon, the form of spec point 3,
// and links that open the Terms of Use and Privacy Policy over it. The viewer belongs to the documents
// feature: the app shell hands it in as `renderDocument` (features never import each other).
import { type ReactNode, useState } from 'react';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { useInertBehind } from '../../../lib/ui/use-inert-behind.ts';
import { ContactForm, type LegalDocument } from './contact-form.tsx';

export interface ContactModalProps {
  /** The document's viewer, shown over the form; `onClose` once it has closed. */
  renderDocument: (kind: LegalDocument, onClose: () => void) => ReactNode;
}

export function ContactModal({ renderDocument }: ContactModalProps) {
  const [reading, setReading] = useState<LegalDocument | null>(null);
  const leadRef = useInertBehind<HTMLParagraphElement>(reading !== null);
  return (
    <SheetModal title="Fale conosco" closeIcon>
      <p ref={leadRef} className="page-lead">
        Envie sua dúvida, sugestão ou reclamação. Responderemos por e-mail.
      </p>
      <ContactForm onOpenDocument={setReading} />
      {reading
        ? renderDocument(reading, () => {
            setReading(null);
          })
        : null}
    </SheetModal>
  );
}
