// A request id on every log line and response (`x-request-id`), taken from a proxy's header when it is
// a plain token, so one request can be followed from the load balancer to the database.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header('x-request-id', request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
