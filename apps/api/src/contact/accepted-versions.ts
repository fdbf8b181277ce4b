// Which versions of the terms and the privacy policy a sender accepted (spec point 5's checkbox): the
// ones in force when the message arrived, read from the documents folder (DESIGN decision 12).
import type { FastifyBaseLogger } from 'fastify';
import { loadDocument } from '../documents/document-file.ts';

export interface AcceptedVersions {
  termos_versao: string | null;
  privacidade_versao: string | null;
}

async function versionOf(folder: string, slug: string, log: FastifyBaseLogger) {
  try {
    return (await loadDocument(folder, slug))?.versao ?? null;
  } catch (error) {
    // A broken document must not stop a customer's message; the operator sees it in the log.
    log.error({ err: error }, 'document version unreadable');
    return null;
  }
}

export async function acceptedVersions(
  folder: string,
  log: FastifyBaseLogger,
): Promise<AcceptedVersions> {
  const [termos, privacidade] = await Promise.all([
    versionOf(folder, 'termos', log),
    versionOf(folder, 'privacidade', log),
  ]);
  return { termos_versao: termos, privacidade_versao: privacidade };
}
