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
