// Exponential backoff of the outbox's retries: base, 2×, 4×… after each failed attempt, capped at one
// hour, so a provider down for a day is tried about once an hour and nothing is dropped.
export const MAX_RETRY_WAIT_MS = 60 * 60 * 1000;

/** The wait after the `attempts`-th failed attempt (1 = the first). */
export function retryWaitMs(attempts: number, baseMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, MAX_RETRY_WAIT_MS);
}
