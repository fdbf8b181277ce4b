// GET {prefix}/documentos/{slug}: terms of use, privacy policy and loyalty privacy notice as pt-BR
// HTML pages (spec point 2, DESIGN decision 12), outside the encrypted scope because the app shows
// them in an iframe. The version and date travel in the Documento-Versao and Documento-Data headers;
// a slug with no file is a 404 page.
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentMessages } from '@fidelidade/domain/messages';
import {
  type LoadedFile,
  MalformedDocumentError,
  loadDocument,
  loadFile,
} from './document-file.ts';
import { messagePage } from './message-page.ts';
import { documentSecurityHeaders, setPageHeaders } from './page-headers.ts';

export const STYLESHEET = 'documentos.css';

export interface DocumentRoutesOptions {
  folder: string;
  frameAncestors: readonly string[];
  /** HSTS as on every answer in production. */
  production: boolean;
}

/** Answers 304 when the client holds these exact bytes; otherwise sends them. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: LoadedFile, type: string) {
  void reply.header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(type).send(file.content);
}

export const documentRoutes: FastifyPluginCallbackZod<DocumentRoutesOptions> = (
  app,
  { folder, frameAncestors, production },
  done,
) => {
  const config = { securityHeaders: documentSecurityHeaders(frameAncestors, production) };
  const page = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(messagePage(message));

  app.get(
    `/documentos/${STYLESHEET}`,
    {
      config,
      schema: { tags: ['documentos'], summary: 'Folha de estilo dos documentos', hide: true },
    },
    async (request, reply) => {
      setPageHeaders(reply);
      const file = await loadFile(join(folder, STYLESHEET));
      if (!file) return reply.code(404).type('text/css; charset=utf-8').send('');
      return sendFile(request, reply, file, 'text/css; charset=utf-8');
    },
  );

  app.get(
    '/documentos/:slug',
    {
      config,
      schema: {
        tags: ['documentos'],
        summary: 'Termos de uso, política de privacidade ou aviso de privacidade (página HTML)',
        description:
          'slug: termos, privacidade ou aviso-fidelidade (ou outro arquivo <slug>.html da pasta ' +
          'DOCUMENTS_DIR). Versão e data nos cabeçalhos Documento-Versao e Documento-Data.',
        params: z.object({ slug: z.string() }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      setPageHeaders(reply);
      try {
        const document = await loadDocument(folder, request.params.slug);
        if (!document) return await page(reply, 404, documentMessages.notFound);
        void reply
          .header('documento-versao', document.versao)
          .header('documento-data', document.data);
        return await sendFile(request, reply, document, 'text/html; charset=utf-8');
      } catch (error) {
        const malformed = error instanceof MalformedDocumentError;
        request.log.error({ err: error }, malformed ? 'malformed document' : 'document unreadable');
        return page(reply, 500, documentMessages.unavailable);
      }
    },
  );
  done();
};
