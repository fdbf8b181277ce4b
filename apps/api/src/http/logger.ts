// Fastify's pino logger, with the redaction that keeps every password (senha), code (codigo), token
// (jwt, Authorization header), payload (data, body) and the values a database error carries out of the
// logs, however deep it is nested (and the message of one that may quote them), and a rating link's
// hash out of the request URLs it shows.
//
// The redaction reads each line as it is written, not pino's `redact` paths: a key at any depth needs
// paths that start with a wildcard, and pino then runs every binding of every request's child logger
// through them, lines written or not (bench/README.md has what that cost each request).
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
  'set-cookie',
];

export const REDACTED = '[oculto]';

const SECRET = new Set(SECRET_KEYS);

// Most lines hold none of the keys, and are written as they are.
const MAY_HOLD_A_SECRET = new RegExp(`"(?:${SECRET_KEYS.join('|')})":`);

/** A copy of a line's parsed JSON with the value of every secret key replaced, at any depth. */
function censored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(censored);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET.has(key) ? REDACTED : censored(inner),
    ]),
  );
}

/** A log line as pino wrote it (JSON and a newline), with its secrets replaced. */
function censorLine(line: string): string {
  if (!MAY_HOLD_A_SECRET.test(line)) return line;
  return `${JSON.stringify(censored(JSON.parse(line)))}\n`;
}

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
    hooks: { streamWrite: censorLine },
    serializers: { req: requestForLog, err: errorForLog },
    ...(stream ? { stream } : {}),
  };
}
