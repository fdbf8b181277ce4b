// One error handler for the whole app: anything thrown becomes the envelope with a pt-BR message and the
// right status; a 5xx is logged in full and answered without its details (STYLE apps/api).
import fp from 'fastify-plugin';
import { failure } from '../http/envelope.ts';
import { describeError } from '../http/describe-error.ts';

/**
 * What a route may have said of the body it was sending when it failed (a file's compression, its
 * validators, its year-long caching): the envelope replaces that body, so none of it holds.
 */
const BODY_HEADERS = ['content-encoding', 'cache-control', 'etag', 'last-modified'];

export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, message, unexpected, data } = describeError(error);
      if (unexpected) request.log.error({ err: error }, 'request failed');
      for (const header of BODY_HEADERS) reply.removeHeader(header);
      // Inside the encrypted scope the data is sealed like a success's (spec point 8: error-body
      // data is decrypted when present).
      return reply.code(statusCode).send(failure(message, statusCode, data));
    });
    done();
  },
  { name: 'error-handler' },
);
