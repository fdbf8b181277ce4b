// Which failures mean "the database cannot be reached" (answered 503, DESIGN "Storage and scale"), as
// opposed to a bug in a query (500); and which unique index a failed insert or update ran into.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_TEXT =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|PGlite is closed|driver has already been destroyed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
      return true;
  }
  return UNAVAILABLE_TEXT.test(error.message);
}

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE deadlock_detected. */
const DEADLOCK_DETECTED = '40P01';
/** SQLSTATE feature_not_supported, as "cached plan must not change result type" comes. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** The error's SQLSTATE (or driver code), on either engine; undefined when it has none. */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/** The unique index (constraint) a query broke, on either engine; undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  if (codeOf(error) !== UNIQUE_VIOLATION) return undefined;
  const { constraint } = error as { constraint?: unknown };
  return typeof constraint === 'string' ? constraint : undefined;
}

/** A deadlock: the statement was rolled back and may simply run again. */
export function isDeadlock(error: unknown): boolean {
  return codeOf(error) === DEADLOCK_DETECTED;
}

/**
 * A prepared statement whose result columns a migration changed since it was prepared ("cached plan
 * must not change result type"): an instance still running while a newer one migrates the database.
 */
export function isStalePlan(error: unknown): boolean {
  return codeOf(error) === FEATURE_NOT_SUPPORTED;
}

/**
 * SQLSTATE classes whose message may quote what the statement carried, so a log must not show it:
 * data exceptions (`invalid input syntax for type uuid: "…"`), syntax and access errors (`syntax error
 * at or near "…"`, where a literal may stand) and PL/pgSQL's raise (whatever the function put in it).
 */
const INPUT_QUOTING_CLASSES: Readonly<Record<string, string>> = {
  '22': 'data exception',
  '42': 'syntax error or access rule violation',
  P0: 'PL/pgSQL error',
};

/** A serialized error, as pino's serializer and Fastify's logger expect it. */
export interface ErrorForLog {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * A database error as a log shows it when its message may quote input: the SQLSTATE, the names of the
 * constraint, table and column, a fixed description, and the stack's frames, never the message (nor
 * the stack's first line, which repeats it). Undefined for any other error, which logs as usual.
 */
export function inputQuotingErrorForLog(error: unknown): ErrorForLog | undefined {
  const code = codeOf(error);
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const description = INPUT_QUOTING_CLASSES[code.slice(0, 2)];
  if (description === undefined) return undefined;
  const { constraint, table, column, stack } = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name : typeof error;
  const message = `${description} (SQLSTATE ${code}); the message is not logged: it may quote the input`;
  const frames =
    typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const names = Object.entries({ constraint, table, column }).filter(
    ([, name]) => typeof name === 'string',
  );
  return {
    type,
    code,
    ...Object.fromEntries(names),
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
}
