// One error handler for the whole app: anything thrown becomes the envelope with a pt-BR message and the
// right status; a 5xx is logged in full and answered without its details (STYLE apps/api).
import fp from 'fastify-plugin';
import { failure } from '../http/envelope.ts';
import { describeError } from '../http/describe-error.ts';

export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, message, unexpected } = describeError(error);
      if (unexpected) request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send(failure(message, statusCode));
    });
    done();
  },
  { name: 'error-handler' },
);
