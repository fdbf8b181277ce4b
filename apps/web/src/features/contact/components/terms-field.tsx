// The terms checkbox (spec point 5) and the links that open the Terms of Use and the Privacy Policy
// over the form (spec point 2), keeping what the customer typed. The links are real links to the
// documents' routes, so they also work opened in a new tab.
import type { InputHTMLAttributes, MouseEvent, Ref } from 'react';
import { useFieldWiring } from '../../../lib/ui/field-wiring.tsx';
import type { LegalDocument } from './contact-form.tsx';

export interface TermsFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  error?: string | undefined;
  onOpenDocument: (kind: LegalDocument) => void;
  ref?: Ref<HTMLInputElement>;
}

export function TermsField({ error, onOpenDocument, ref, ...checkbox }: TermsFieldProps) {
  const field = useFieldWiring(error);
  const open = (kind: LegalDocument) => (event: MouseEvent) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || event.button !== 0) return;
    event.preventDefault();
    onOpenDocument(kind);
  };
  return (
    <div className="terms-field">
      <p className="terms-links">
        Leia os{' '}
        <a href="/termos" onClick={open('termos')}>
          Termos de Uso
        </a>{' '}
        e a{' '}
        <a href="/privacidade" onClick={open('privacidade')}>
          Política de Privacidade
        </a>
        .
      </p>
      <div className="terms-check">
        <input {...checkbox} type="checkbox" id={field.id} ref={ref} {...field.control} />
        <label htmlFor={field.id}>Li e aceito os Termos de Uso e a Política de Privacidade</label>
      </div>
      {field.message}
    </div>
  );
}
