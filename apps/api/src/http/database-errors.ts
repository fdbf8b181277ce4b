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

/** The unique index (constraint) a query broke, on either engine; undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
}

/** SQLSTATE deadlock_detected: the statement was rolled back and may simply run again. */
export function isDeadlock(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01'
  );
}
