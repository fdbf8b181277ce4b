// The load generator of every case (same generator, 50 connections, no pipelining): autocannon,
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
  /** With a reference, what it measured beside this case (runLoad). */
  reference?: ReferenceResult;
}

export interface ReferenceResult {
  /** The reference's name, e.g. 'teto-banco'. */
  name: string;
  /** The median over the rounds of the reference's own rate. */
  perSecond: number;
  /**
   * The median over the rounds of this case's req/s divided by the reference's, each reference round
   * run just before the case's own.
   */
  share: number;
}

export interface LoadCase {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body per request (unique purchase ids). */
  nextBody?: () => string;
  /** A fresh path (and query) per request, on `url`'s host: the search's varied terms. */
  nextPath?: () => string;
  /** Slow calls (login, batches) run at least this long, so some finish even in short runs. */
  minSeconds?: number;
}

/**
 * What a case is measured round by round beside: the database ceiling (cases/ceilings.ts), raw
 * argon2id for login (cases/argon2.ts). `round` runs it for that many seconds and gives its rate.
 */
export interface Reference {
  name: string;
  round: (seconds: number) => Promise<number>;
}

/** Generous: a 1,000-purchase batch or a queued login may take long, and must still count. */
const TIMEOUT_SECONDS = 120;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * One autocannon run of `seconds`, or until `until` settles if it does first; `onTime` sees the
 * response time of every 2xx answer.
 */
function fire(
  settings: Settings,
  load: LoadCase,
  seconds: number,
  onTime: (ms: number) => void,
  until?: Promise<unknown>,
): Promise<autocannon.Result> {
  const { nextBody, nextPath } = load;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    ...(nextBody ? { body: nextBody() } : {}),
    ...(nextPath ? { path: nextPath() } : {}),
  });
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
        ...(nextBody || nextPath ? { requests: [{ setupRequest }] } : {}),
      },
      (error: Error | null, done: autocannon.Result) => {
        if (error) reject(error);
        else resolve(done);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) onTime(responseTime);
    });
    const stop = () => {
      instance.stop();
    };
    void until?.then(stop, stop);
  });
}

/** The percentiles of every answer's time. */
function latencies(times: number[]): Pick<LoadResult, 'p50Ms' | 'p95Ms' | 'p99Ms'> {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? high) + high) / 2;
}

/** A run's 2xx answers per second. */
function answersPerSecond(result: autocannon.Result): number {
  return result['2xx'] / result.duration;
}

/** `seconds` of load whose response times are not kept, until the server is idle again: its 2xx/s. */
async function untimedRound(
  settings: Settings,
  pid: number,
  load: LoadCase,
  seconds: number,
): Promise<number> {
  const result = await fire(settings, load, seconds, () => undefined);
  await settle(pid);
  return answersPerSecond(result);
}

/** The warm-up: BENCH_AQUECIMENTO seconds of load whose figures are thrown away. */
async function warmUp(settings: Settings, pid: number, load: LoadCase): Promise<void> {
  if (settings.warmupSeconds > 0) await untimedRound(settings, pid, load, settings.warmupSeconds);
}

/** A server under the same load generator as the reference of other cases: its 2xx answers/s. */
export function loadReference(
  settings: Settings,
  name: string,
  pid: number,
  load: LoadCase,
): Reference {
  return { name, round: (seconds) => untimedRound(settings, pid, load, seconds) };
}

/**
 * The case under load: BENCH_AQUECIMENTO seconds of the same load whose figures are thrown away (the
 * server's JIT, its pool and the database's plans warm up first), then BENCH_RODADAS rounds of
 * BENCH_SECONDS each. Requests per second is the median of the rounds (one noisy round on a shared
 * machine moves it little); the latency percentiles are over every answer of every round.
 * With a `reference`, each round of the case follows a round of the reference as long, and the
 * share is taken round by round: a machine that slows down or speeds up during the run (a shared
 * one does) moves both sides of each ratio alike.
 */
export async function runLoad(
  settings: Settings,
  pid: number,
  load: LoadCase,
  reference?: Reference,
): Promise<LoadResult> {
  if (reference && settings.warmupSeconds > 0) await reference.round(settings.warmupSeconds);
  await warmUp(settings, pid, load);
  const times: number[] = [];
  const perSecond: number[] = [];
  const referencePerSecond: number[] = [];
  const shares: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const sampler = samplePeak(pid);
  for (let round = 0; round < settings.rounds; round += 1) {
    const seconds = Math.max(settings.seconds, load.minSeconds ?? 0);
    const referenceRate = reference && (await reference.round(seconds));
    const result = await fire(settings, load, seconds, (ms) => times.push(ms));
    const casePerSecond = answersPerSecond(result);
    perSecond.push(casePerSecond);
    if (referenceRate) {
      referencePerSecond.push(referenceRate);
      shares.push(casePerSecond / referenceRate);
    }
    non2xx += result.non2xx;
    errors += result.errors;
    // Each round starts with the server idle: what the last one left in flight is not counted in it.
    await settle(pid);
  }
  const peakRssBytes = await sampler.stop();
  return {
    requestsPerSecond: median(perSecond),
    ...latencies(times),
    non2xx,
    errors,
    peakRssBytes,
    ...(reference && shares.length > 0
      ? {
          reference: {
            name: reference.name,
            perSecond: median(referencePerSecond),
            share: median(shares),
          },
        }
      : {}),
  };
}

/** The longest a load runs beside `work` in runLoadWhile: a run that takes longer is a failure anyway. */
const MAX_WHILE_SECONDS = 600;

/**
 * The load while `work` runs on the server (the warm-up is the caller's, e.g. a runLoad just before):
 * requests per second and the latencies of the answers that came back before `work` ended, and what
 * it returned.
 */
export async function runLoadWhile<T>(
  settings: Settings,
  pid: number,
  load: LoadCase,
  work: () => Promise<T>,
): Promise<{ load: LoadResult; result: T }> {
  const times: number[] = [];
  let running = true;
  const sampler = samplePeak(pid);
  const startedAt = performance.now();
  let endedAt = startedAt;
  const done = work().finally(() => {
    running = false;
    endedAt = performance.now();
  });
  const fired = fire(
    settings,
    load,
    MAX_WHILE_SECONDS,
    (ms) => {
      if (running) times.push(ms);
    },
    done,
  );
  let result: T;
  let cannon: autocannon.Result;
  let peakRssBytes: number;
  try {
    result = await done;
  } finally {
    // The load stops when the work ends, whichever way.
    cannon = await fired;
    peakRssBytes = await sampler.stop();
  }
  const seconds = (endedAt - startedAt) / 1000;
  await settle(pid);
  return {
    load: {
      requestsPerSecond: times.length / seconds,
      ...latencies(times),
      non2xx: cannon.non2xx,
      errors: cannon.errors,
      peakRssBytes,
    },
    result,
  };
}
