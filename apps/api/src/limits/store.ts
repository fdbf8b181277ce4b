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
  /**
   * The count of `key`'s current window without adding to it ({count: 0, resetInMs: 0} when none):
   * the calls that count only their failures look before they try. `windowMs` gives back an expiry to
   * a counter that lost its own, as `hit` does.
   */
  peek(key: string, windowMs: number): Promise<Hit>;
  /** Forgets `key`'s count: the next call starts a new window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
