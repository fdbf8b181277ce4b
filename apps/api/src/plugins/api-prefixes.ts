// The bases the app serves an API under (API_PREFIX, PARTNER_PREFIX, and any API added later). Below
// them an unknown path answers that API's 404 envelope, never the web app's page: Fastify sends an
// unknown path to the not-found handler of its scope, but every GET and HEAD matches the web app's
// catch-all first (plugins/web-app.ts), whose not-found answer asks here. An API takes its base by
// calling `serveApiUnder` in its own scope, so the web app keeps no list of them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '@fidelidade/domain/messages';
import { failure } from '../http/envelope.ts';

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

declare module 'fastify' {
  interface FastifyInstance {
    apiPrefixes: ApiPrefixes;
  }
}

export class ApiPrefixes {
  readonly #apis: { prefix: string; notFound: NotFoundHandler }[] = [];

  add(prefix: string, notFound: NotFoundHandler): void {
    this.#apis.push({ prefix, notFound });
    // Longest first: an API based inside another's base is found before it.
    this.#apis.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /** The not-found answer of the API whose base `path` lies under, if any. */
  notFoundFor(path: string): NotFoundHandler | undefined {
    return this.#apis.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
      ?.notFound;
  }
}

/** The envelope's 404, what every API answers for a path it does not serve. */
export function routeNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure(apiMessages.routeNotFound, 404));
}

export const apiPrefixesPlugin = fp(
  (app, _options, done) => {
    app.decorate('apiPrefixes', new ApiPrefixes());
    done();
  },
  { name: 'api-prefixes' },
);

/** Makes `scope`'s prefix an API's base: whatever it does not serve answers `notFound` there. */
export function serveApiUnder(scope: FastifyInstance, notFound: NotFoundHandler = routeNotFound) {
  scope.setNotFoundHandler(notFound);
  scope.apiPrefixes.add(scope.prefix, notFound);
}
