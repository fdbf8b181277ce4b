// The line a bench server prints when it listens (lib/child-server.ts waits for it).

/** What a bench server prints, as one line, once it listens: `BENCH_READY {json}`. */
export const READY_PREFIX = 'BENCH_READY ';

export function announceReady(payload: object): void {
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(payload)}\n`);
}

/** The database a server opens: BENCH_DATABASE_URL, or PGlite in memory when it is absent. */
export function benchDatabaseUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}
