// A CPF claim's token lives 30 minutes, like a recovery's: time to read the code and type it back. Its
// code follows the life of every one-time code (../codes/rules.ts).
import { MINUTE_MS } from '../codes/rules.ts';

export const CLAIM_TTL_MS = 30 * MINUTE_MS;
