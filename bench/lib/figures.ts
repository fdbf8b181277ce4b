// One measured line of the report: what was called, on which engine, and what came out.
import type { LoadResult } from './load.ts';

export type Engine = 'postgres' | 'pglite';

export interface Figure extends LoadResult {
  engine: Engine;
  /** Short key, e.g. 'extrato'. */
  name: string;
  label: string;
  /** Purchases per request (batch), so purchases/s = requests/s × this. */
  perRequest: number;
}
