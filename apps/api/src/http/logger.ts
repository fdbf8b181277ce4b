// Fastify's pino logger, with the redaction that keeps every password (senha), code (codigo), token
// (jwt, Authorization header) and payload (data, body) out of the logs, however deep it is nested.
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
