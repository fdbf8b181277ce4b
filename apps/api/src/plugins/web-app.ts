// Serves the built web app (WEB_DIST) and answers everything no route matched. Paths outside every API's
// base (api-prefixes.ts) that are not files get index.html, so the app's routes (/home,
// /avaliacao/<hash>) survive a reload (spec point 2); under an API's base the API answers its own 404.
// Hashed assets are cached for a year, index.html never. The build writes a brotli and a gzip copy of
// each text file (apps/web/vite-plugins/precompress.ts), sent to browsers that accept them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@fidelidade/domain/messages';
import { failure } from '../http/envelope.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A path whose last segment has an extension asks for a file: a missing one is a 404, not the app. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path);

export const webAppPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const available = existsSync(join(webDist, 'index.html'));
    if (available) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, path) => {
          const underAssets = path.startsWith(join(webDist, 'assets'));
          reply.header('cache-control', underAssets ? IMMUTABLE : NO_CACHE);
        },
      });
    } else {
      app.log.warn({ webDist }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const api = app.apiPrefixes.notFoundFor(path);
      if (api) return api(request, reply);
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (wantsPage && !looksLikeFile(path)) {
        if (available) return reply.header('cache-control', NO_CACHE).sendFile('index.html');
        return reply.code(404).send(failure(apiMessages.webAppMissing, 404));
      }
      return reply.code(404).send(failure(apiMessages.routeNotFound, 404));
    });
  },
  { name: 'web-app', dependencies: ['api-prefixes'] },
);
