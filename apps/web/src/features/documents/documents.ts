// The three legal documents (spec point 2, DESIGN decision 12): pages the API serves from files an
// operator can replace, at {API base}/documentos/{slug}, shown here in an embedded viewer.
import { API_BASE } from '../../lib/api/base.ts';

export type DocumentKind = 'termos' | 'privacidade' | 'aviso-fidelidade';

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  termos: 'Termos de uso',
  privacidade: 'Política de privacidade',
  'aviso-fidelidade': 'Aviso de privacidade do programa',
};

/** The page's address; the slug is the kind, as the API names the files. */
export function documentUrl(kind: DocumentKind): string {
  return `${API_BASE}/documentos/${kind}`;
}
