// The legal documents are files an operator replaces without a code change (DESIGN decision 12):
// `<slug>.html` in DOCUMENTS_DIR, each carrying its version and date in two meta tags that the page
// also shows. Read on every request, so a replaced file is served at once by every instance.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Lower-case words joined by hyphens: no dots or slashes, so no path can leave the folder. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 64;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,19}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const META_TAG = /<meta\b[^>]*>/gi;

export interface LoadedFile {
  content: Buffer;
  /** Strong validator of the exact bytes, for conditional requests. */
  etag: string;
}

export interface LegalDocument extends LoadedFile {
  slug: string;
  versao: string;
  /** 'YYYY-MM-DD', from which the document is in force. */
  data: string;
}

/** Thrown when a file exists but lacks a valid version or date: the operator must fix it. */
export class MalformedDocumentError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = 'MalformedDocumentError';
  }
}

export function isDocumentSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug);
}

/** The file's bytes and ETag, or null when it does not exist. */
export async function loadFile(path: string): Promise<LoadedFile | null> {
  try {
    const content = await readFile(path);
    const digest = createHash('sha256').update(content).digest('base64url').slice(0, 27);
    return { content, etag: `"${digest}"` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `content` of `<meta name="{name}" content="...">`, in either attribute order. */
export function metaContent(html: string, name: string): string | undefined {
  for (const tag of html.match(META_TAG) ?? []) {
    const tagName = /\bname\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    if (tagName?.toLowerCase() === name) return /\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1]?.trim();
  }
  return undefined;
}

/** The document `slug` of `folder`, or null when there is none. */
export async function loadDocument(folder: string, slug: string): Promise<LegalDocument | null> {
  if (!isDocumentSlug(slug)) return null;
  const file = `${slug}.html`;
  const loaded = await loadFile(join(folder, file));
  if (!loaded) return null;
  const html = loaded.content.toString('utf8');
  const versao = metaContent(html, 'documento-versao');
  const data = metaContent(html, 'documento-data');
  if (!versao || !VERSION.test(versao)) {
    throw new MalformedDocumentError(file, 'meta documento-versao ausente ou inválida');
  }
  if (!data || !ISO_DATE.test(data)) {
    throw new MalformedDocumentError(file, 'meta documento-data ausente ou fora de AAAA-MM-DD');
  }
  return { ...loaded, slug, versao, data };
}
