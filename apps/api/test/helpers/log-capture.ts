// Collects the app's log lines (pino JSON) so tests can assert on what is, and is not, logged.
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  /** Every line so far, as text. */
  text(): string;
  /** Every line so far, parsed. */
  entries(): Record<string, unknown>[];
}

export function captureLogs(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
