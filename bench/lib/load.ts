// The load generator of every case (issue 8: same generator, 50 connections, no pipelining): autocannon,
// with every response time kept so p95 and p99 are exact, and the server's peak VmRSS meanwhile.
import autocannon from 'autocannon';
import { samplePeak } from './resident-memory.ts';
import { settle } from './settle.ts';
import type { Settings } from './settings.ts';

export interface LoadResult {
  /** Completed 2xx responses per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx, and connection errors/timeouts: any makes the figure suspect. */
  non2xx: number;
  errors: number;
  peakRssBytes: number;
}

export interface LoadCase {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body per request (unique purchase ids). */
  nextBody?: () => string;
  /** Slow calls (login, batches) run at least this long, so some finish even in short runs. */
  minSeconds?: number;
}

/** Generous: a 1,000-purchase batch or a queued login may take long, and must still count. */
const TIMEOUT_SECONDS = 120;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** One autocannon run of `seconds`; `onTime` sees the response time of every 2xx answer. */
function fire(
  settings: Settings,
  load: LoadCase,
  seconds: number,
  onTime: (ms: number) => void,
): Promise<autocannon.Result> {
  const { nextBody } = load;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        connections: settings.connections,
        pipelining: 1,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        method: load.method ?? 'GET',
        headers: load.headers ?? {},
        ...(load.body === undefined ? {} : { body: load.body }),
        ...(nextBody
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }] }
          : {}),
      },
      (error: Error | null, done: autocannon.Result) => {
        if (error) reject(error);
        else resolve(done);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) onTime(responseTime);
    });
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? high) + high) / 2;
}

/**
 * The case under load: BENCH_AQUECIMENTO seconds of the same load whose figures are thrown away (the
 * server's JIT, its pool and the database's plans warm up first), then BENCH_RODADAS rounds of
 * BENCH_SECONDS each. Requests per second is the median of the rounds (one noisy round on a shared
 * machine moves it little); the latency percentiles are over every answer of every round.
 */
export async function runLoad(
  settings: Settings,
  pid: number,
  load: LoadCase,
): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) {
    await fire(settings, load, settings.warmupSeconds, () => undefined);
    await settle(pid);
  }
  const times: number[] = [];
  const perSecond: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const sampler = samplePeak(pid);
  for (let round = 0; round < settings.rounds; round += 1) {
    const seconds = Math.max(settings.seconds, load.minSeconds ?? 0);
    const result = await fire(settings, load, seconds, (ms) => times.push(ms));
    perSecond.push(result['2xx'] / result.duration);
    non2xx += result.non2xx;
    errors += result.errors;
    // Each round starts with the server idle: what the last one left in flight is not counted in it.
    await settle(pid);
  }
  const peakRssBytes = await sampler.stop();
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: median(perSecond),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    non2xx,
    errors,
    peakRssBytes,
  };
}
