// Where rate-limit counters live: in memory for one instance, in Redis when several instances must
// share them (DESIGN "Storage and scale").

export interface Hit {
  /** Calls counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the counter starts again. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one call against `key`; a new key's window is `windowMs` long (fixed window). */
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}
