// The life of every one-time code (DESIGN decision 3): it lives 10 minutes and dies after 5 wrong
// tries; an account gets at most one code a minute and five an hour for each purpose.
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export const CODE_TTL_MS = 10 * MINUTE_MS;
export const MAX_WRONG_TRIES = 5;
export const RESEND_GAP_MS = MINUTE_MS;
export const RESENDS_PER_HOUR = 5;

export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
