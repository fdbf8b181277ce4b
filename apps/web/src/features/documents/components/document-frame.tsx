// The embedded viewer: the API's page in an iframe named in Portuguese for screen readers, and a link
// that opens the same page on its own (to print, zoom or keep it). The frame runs no script (the
// page's CSP forbids them anyway); links it opens in a new tab leave the sandbox.
import { DOCUMENT_TITLES, type DocumentKind, documentUrl } from '../documents.ts';
import './documents.css';

const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export function DocumentFrame({ kind }: { kind: DocumentKind }) {
  const title = DOCUMENT_TITLES[kind];
  const url = documentUrl(kind);
  return (
    <div className="document-viewer">
      <iframe
        className="document-frame"
        src={url}
        title={`Documento: ${title}`}
        sandbox={SANDBOX}
      />
      <a className="document-open" href={url} target="_blank" rel="noopener noreferrer">
        Abrir “{title}” em uma nova aba
      </a>
    </div>
  );
}
