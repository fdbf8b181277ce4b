// The rate limits tests and the bench raise: they call from one address far faster than a person, and a
// 429 would hide what they check. Suites that test a limit tighten that one limit on top of these.

/** A limit no test run reaches (apps/api/src/limits/rate-rule.ts's shape). */
export const GENEROUS_LIMIT = { limit: 1_000_000, windowMs: 60_000 } as const;

/** The same limit as a LIMIT_* setting (`<count>/<window>`), for an API configured by environment. */
export const GENEROUS_LIMIT_SETTING = `${String(GENEROUS_LIMIT.limit)}/${String(GENEROUS_LIMIT.windowMs)}ms`;
