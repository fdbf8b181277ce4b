// The forgotten-password request (DESIGN decision 3): the whole request (its token) lives 30 minutes;
// its code follows the life of every one-time code (../codes/rules.ts).
import { MINUTE_MS } from '../codes/rules.ts';

export const REQUEST_TTL_MS = 30 * MINUTE_MS;
