// The folders where the global setup's stand-in providers (the SMTP server, the SMS provider) write what
// the API's outbox delivers to them, one JSON file a message, named in arrival order, so the test
// workers, which run in other processes, can read a message the app really sent.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForValue } from '@fidelidade/test-kit/wait';

/** Creates `dir` and answers a function that writes each message into it. */
export function folderWriter(dir: string): (message: unknown) => void {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return (message) => {
    count += 1;
    const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(6, '0')}.json`;
    writeFileSync(join(dir, name), JSON.stringify(message));
  };
}

/** The newest message in `dir` that passes `accept`, waiting for it to arrive. */
export function waitInFolder<T>(
  dir: string,
  accept: (message: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return waitForValue(
    () =>
      readdirSync(dir)
        .sort()
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T)
        .filter(accept)
        .at(-1),
    () => `no ${what} within ${timeoutMs} ms`,
    { timeout: timeoutMs, interval: 100 },
  );
}
