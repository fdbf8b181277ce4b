// How a limit is written in the configuration: `<count>/<window>`, e.g. `10/15m` is ten calls per
// fifteen minutes (units ms, s, m, h, d). Parsed once at start-up by config.ts.

export interface RateRule {
  /** Part of the counter's key, so two rules never share a counter (e.g. 'login:ip'). */
  name: string;
  /** Calls allowed in one window. */
  limit: number;
  windowMs: number;
}

/** A limit read from the configuration, before a route names it. */
export type RateLimit = Omit<RateRule, 'name'>;

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = /^(\d{1,9})(ms|s|m|h|d)$/;
const RATE = /^(\d{1,9})\/(\d{1,9}(?:ms|s|m|h|d))$/;

/** Milliseconds of a duration like `15m`, or null when it is not one (or is zero). */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 ? ms : null;
}

/** `10/15m` → {limit: 10, windowMs: 900000}, or null when malformed or zero. */
export function parseRateLimit(text: string): RateLimit | null {
  const match = RATE.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const limit = Number(match[1]);
  const windowMs = parseDuration(match[2]);
  return limit > 0 && windowMs !== null ? { limit, windowMs } : null;
}
