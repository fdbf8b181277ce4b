// Reads a message as an SMTP server receives it, enough for a test to check what was sent: the
// subject (RFC 2047 encoded words decoded) and the text and HTML bodies (base64 or quoted-printable,
// a single part or one level of multipart).

export interface ParsedMail {
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Subject, text and HTML of a message (single part or one level of multipart). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const mail: ParsedMail = {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    const type = entity.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(entity.body, entity.headers.get('content-transfer-encoding') ?? '');
    if (type.startsWith('text/html')) mail.html = decoded;
    else if (type.startsWith('text/plain')) mail.text = decoded;
  }
  return mail;
}
