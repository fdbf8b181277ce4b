// The frame of every e-mail the app sends (pt-BR, the brand's name 'Fidelidade'), and HTML escaping for
// anything a person typed.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export const BRAND = 'Fidelidade';

/** A simple, inline-styled page around the given HTML paragraphs (already escaped). */
export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${BRAND}</h1>
${bodyHtml}
<p style="font-size:12px;color:#666;margin-top:24px">Esta mensagem foi enviada automaticamente pelo ${BRAND}.</p>
</div>
</body>
</html>`;
}
