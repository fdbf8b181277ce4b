// Serves the built operator console (PAINEL_DIST, apps/painel) under /painel/. Its deep links
// (/painel/lojas, /painel/operadores/<id>) that are not files get its index.html, never cached; its
// hashed assets are cached for a year. Paths under the console's API (PAINEL_API_PREFIX, which lies
// inside /painel) answer that API's 404 envelope instead (api-prefixes.ts).
// The console has its own Content-Security-Policy: MUI inserts its styles through emotion as <style>
// elements, allowed by a nonce made per request and written into index.html (where Vite left the
// placeholder, packages/domain/src/csp-nonce.ts); scripts come from 'self' only and nobody may frame it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_PAINEL_PREFIX } from '@fidelidade/domain/api-prefixes';
import { apiMessages } from '@fidelidade/domain/messages';
import { CSP_NONCE_PLACEHOLDER } from '@fidelidade/domain/csp-nonce';
import { failure } from '../http/envelope.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A path whose last segment has an extension asks for a file: a missing one is a 404, not the app. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path);

/** The console's policy for one answer of its index.html. */
export function painelContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'none'",
    // The TOTP enrolment's QR code comes from the API as a data: image.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const painelAppPlugin = fp<{ painelDist: string }>(
  async (app, { painelDist }) => {
    const indexPath = join(painelDist, 'index.html');
    // Read once: a new build is served after a restart, as a deploy does.
    const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    if (!index) app.log.warn({ painelDist }, 'operator console not built: /painel/ is not served');

    const sendIndex = (reply: FastifyReply) => {
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(200)
        .header('content-security-policy', painelContentSecurityPolicy(nonce))
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send((index ?? '').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    };

    const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const api = app.apiPrefixes.notFoundFor(path);
      if (api && api !== notFound) return api(request, reply);
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (wantsPage && !looksLikeFile(path)) {
        if (index) return sendIndex(reply);
        return reply.code(404).send(failure(apiMessages.painelAppMissing, 404));
      }
      return reply.code(404).send(failure(apiMessages.routeNotFound, 404));
    };

    await app.register(
      async (painel) => {
        painel.setNotFoundHandler(notFound);
        // The customers' app's fallback (web-app.ts) asks here for every path under /painel.
        painel.apiPrefixes.add(painel.prefix, notFound);
        if (!index) return;
        painel.get('/', (_request, reply) => sendIndex(reply));
        await painel.register(fastifyStatic, {
          root: painelDist,
          wildcard: true,
          index: false,
          // index.html only with its nonce filled in (sendIndex), never as the file on disk.
          allowedPath: (path) => path !== '/index.html',
          // The customers' app's registration decorates the reply already.
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply, path) => {
            const underAssets = path.startsWith(join(painelDist, 'assets'));
            reply.header('cache-control', underAssets ? IMMUTABLE : NO_CACHE);
          },
        });
      },
      { prefix: DEFAULT_PAINEL_PREFIX },
    );
  },
  { name: 'painel-app', dependencies: ['api-prefixes'] },
);
