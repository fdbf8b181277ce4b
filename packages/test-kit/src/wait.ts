// Waiting for what happens in the background (a worker's delivery, a child process's start), on
// Vitest's own `vi.waitFor`, so no test writes its own loop of sleeps and deadlines. Tests only: the
// bench does not depend on Vitest.
import { vi } from 'vitest';

export interface WaitOptions {
  /** Give up after this long (ms). */
  timeout?: number;
  /** Ask again this long after an answer (ms). */
  interval?: number;
}

/**
 * Resolves with `find()`'s first answer other than undefined, asked now and again after each interval;
 * rejects with `failure()`'s text once the timeout has passed.
 */
export function waitForValue<T>(
  find: () => T | undefined | Promise<T | undefined>,
  failure: () => string,
  { timeout = 10_000, interval = 50 }: WaitOptions = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await find();
      if (value === undefined) throw new Error(failure());
      return value;
    },
    { timeout, interval },
  );
}
