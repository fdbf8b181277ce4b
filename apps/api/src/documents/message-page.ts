// The page a document frame shows when there is no document to show (404) or it cannot be read (500):
// a short pt-BR message, as accessible as the documents themselves.
import { escapeHtml } from '../outbox/templates.ts';

export function messagePage(message: string): string {
  const text = escapeHtml(message);
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${text} | Fidelidade</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="documentos.css" />
  </head>
  <body>
    <main>
      <h1>${text}</h1>
    </main>
  </body>
</html>
`;
}
