// Fastify's pino logger, with the redaction that keeps every password (senha), code (codigo), token
// (jwt, Authorization header), payload (data, body) and the values a database error carries out of the
// logs, however deep it is nested (and the message of one that may quote them), and a rating link's
// hash out of the request URLs it shows.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config.ts';
import { RATING_PATH } from '../loyalty/rating-hash.ts';
import { inputQuotingErrorForLog } from './database-errors.ts';

const SECRET_KEYS = [
  'senha',
  'novaSenha',
  'password',
  'codigo',
  'jwt',
  'token',
  'authorization',
  'cookie',
  'data',
  'body',
  // A database error names the statement and its bound values (PGlite's query and params) and, on
  // both engines, the offending row or key (detail: "Failing row contains (…)"): CPFs, contact
  // forms, rating hashes. Its code, constraint, table and column still say what failed.
  'query',
  'params',
  'detail',
  // PostgreSQL's context of a failure inside a function (its statement, with values), its hint, and
  // the internal statement that failed.
  'where',
  'hint',
  'internalQuery',
];

export const REDACTED = '[oculto]';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

// The rating link's hash is the credential of its page (DESIGN decision 5), and it travels in the
// path, of the app's page and of the API's calls alike: everything after the path goes.
const RATING_HASH = new RegExp(`(${RATING_PATH}/)[^?#]*`, 'gi');

/** A request's URL as the log shows it. */
function urlForLog(url: string): string {
  return url.replace(RATING_HASH, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the URL as `urlForLog` shows it. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** pino's error serializer, but a database error whose message may quote input shows only names. */
function errorForLog(error: Error) {
  return inputQuotingErrorForLog(error) ?? stdSerializers.err(error);
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestForLog, err: errorForLog },
    ...(stream ? { stream } : {}),
  };
}
