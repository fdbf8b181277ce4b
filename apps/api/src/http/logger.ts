// Fastify's pino logger, with the redaction that keeps every password (senha), code (codigo), token
// (jwt, Authorization header), payload (data, body) and the values a database error carries out of the
// logs, however deep it is nested.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

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
];

export const REDACTED = '[oculto]';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    ...(stream ? { stream } : {}),
  };
}
